import { api, ApiError, queries } from "@institute/api-client";
import type { Inquiry } from "@institute/schemas";
import { useState } from "react";
import { CourseFilter } from "../../shared/ListFilter";
import { MessagesTable } from "../../shared/MessagesTable";
import type { Column } from "../../shared/RecordTable";
import { useListParams } from "../../shared/use-list-params";

const COURSE: Column<Inquiry> = { header: "Course", text: (i) => i.course ?? "" };
const FILTERS = ["course_id"];

/** Saves a Blob under a file name through a temporary object URL. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /admin/inquiries: course inquiries and their spreadsheet export, of what the search selects
 * (every inquiry without one). This screen reports with alerts.
 */
export function InquiriesPage() {
  const { state } = useListParams(["state", ...FILTERS]);
  const [exporting, setExporting] = useState(false);

  async function exportAll() {
    setExporting(true);
    try {
      const { q, sort, filters } = state;
      save(
        await api.inquiries.export({ query: { q: q || undefined, sort, state: filters.state, course_id: filters.course_id } }),
        "inquiries.xlsx",
      );
    } catch (error) {
      window.alert(
        error instanceof ApiError && error.status === 401 ? "Unauthorized access. Please login again." : "Export failed. Please try again.",
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="adm-inquiries-title">
      <div className="adm-heading-row">
        <h1 id="adm-inquiries-title">Inquiry Messages</h1>
        <button type="button" className="button button-primary" onClick={exportAll} disabled={exporting}>
          {exporting ? "Exporting..." : "Export to Excel"}
        </button>
      </div>
      <MessagesTable
        caption="Inquiries"
        list={{ query: queries.inquiries.page }}
        more={[COURSE]}
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
