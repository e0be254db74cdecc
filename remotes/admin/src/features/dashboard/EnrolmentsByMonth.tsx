import { queries } from "@institute/api-client";
import { ENROLMENT_MONTHS, type MonthlyEnrolments } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { ListTable } from "../../shared/RecordTable";

const COLUMNS = [
  { header: "Month", text: (m: MonthlyEnrolments) => m.month },
  { header: "Course", text: (m: MonthlyEnrolments) => m.course ?? "No course" },
  { header: "Inquiries", text: (m: MonthlyEnrolments) => String(m.inquiries) },
  { header: "Enrolled", text: (m: MonthlyEnrolments) => String(m.enrolled) },
];

/**
 * The desk's funnel: per month and course, the inquiries that came and how many of them are
 * enrolled now (a registration with the inquiry's email, or the office's move), newest month first.
 */
export function EnrolmentsByMonth() {
  const rows = useQuery({ ...queries.followUp.byMonth(), refetchOnMount: "always", select: withIds });
  return (
    <section className="adm-dash-section" aria-labelledby="adm-by-month">
      <h2 id="adm-by-month">Inquiries and enrolments by month, last {ENROLMENT_MONTHS} months</h2>
      <ListTable caption="Inquiries and enrolments by month" list={rows} columns={COLUMNS} empty="No inquiries yet." />
    </section>
  );
}

/** The table's rows are keyed by id: a row's place, as the table is read-only and answered whole. */
const withIds = (rows: MonthlyEnrolments[]) => rows.map((row, index) => ({ ...row, id: index }));
