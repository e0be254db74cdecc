import { api, queries } from "@institute/api-client";
import type { Inquiry } from "@institute/schemas";
import { CourseFilter } from "../../shared/ListFilter";
import { MessagesTable } from "../../shared/MessagesTable";
import type { Column } from "../../shared/RecordTable";
import { DESK_FILTERS } from "../../shared/desk";
import { ExportButton } from "../../shared/ExportButton";

const COURSE: Column<Inquiry> = { header: "Course", text: (i) => i.course ?? "" };
const FILTERS = ["course_id"];

/**
 * /admin/inquiries: course inquiries on the follow-up desk (stage, owner, next day, notes) and
 * their spreadsheet export, of what the search selects (every inquiry without one). This screen
 * reports with alerts.
 */
export function InquiriesPage() {
  return (
    <section aria-labelledby="adm-inquiries-title">
      <div className="adm-heading-row">
        <h1 id="adm-inquiries-title">Inquiry Messages</h1>
        <ExportButton
          filters={["state", ...DESK_FILTERS, ...FILTERS]}
          download={(query) => api.inquiries.export({ query })}
          filename="inquiries.xlsx"
          report={(message) => window.alert(message)}
        />
      </div>
      <MessagesTable
        caption="Inquiries"
        list={{ query: queries.inquiries.page }}
        more={[COURSE]}
        desk="inquiries"
        filters={{ names: FILTERS, controls: (state, refine) => <CourseFilter state={state} refine={refine} /> }}
        listKey={queries.inquiries.key}
        markHandled={api.inquiries.markHandled}
        empty="No inquiries found."
        onLoadError={() => window.alert("Failed to fetch inquiries.")}
        replySubject="Re: your course inquiry"
      />
    </section>
  );
}
