import { queries } from "@institute/api-client";
import { type CourseInquiries, INQUIRY_DAYS } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { ListTable } from "../../shared/RecordTable";

const COLUMNS = [
  { header: "Course", text: (c: CourseInquiries) => c.title },
  { header: "Form inquiries", text: (c: CourseInquiries) => String(c.forms) },
  { header: "Chats opened", text: (c: CourseInquiries) => String(c.chats) },
];

/**
 * Every course's inquiries of the last INQUIRY_DAYS, by the site's form and by WhatsApp chats
 * opened from its page (where the inquiry itself never reaches the site), the busiest first.
 */
export function InquiriesByCourse() {
  const counts = useQuery({ ...queries.chats.byCourse(), refetchOnMount: "always", select: withIds });
  return (
    <section className="adm-dash-section" aria-labelledby="adm-by-course">
      <h2 id="adm-by-course">Inquiries by course, last {INQUIRY_DAYS} days</h2>
      <ListTable caption="Inquiries by course" list={counts} columns={COLUMNS} empty="No courses yet." />
    </section>
  );
}

/** The table's rows are keyed by id: a course's. */
const withIds = (rows: CourseInquiries[]) => rows.map((row) => ({ ...row, id: row.course_id }));
