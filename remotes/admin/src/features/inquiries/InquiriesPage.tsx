import { api, ApiError, queries } from "@institute/api-client";
import { useState } from "react";
import { MESSAGE_COLUMNS } from "../../shared/columns";
import { ServerTable } from "../../shared/ServerTable";
import { useListParams } from "../../shared/use-list-params";

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
  const { state } = useListParams();
  const [exporting, setExporting] = useState(false);

  async function exportAll() {
    setExporting(true);
    try {
      save(await api.inquiries.export({ query: { q: state.q || undefined, sort: state.sort } }), "inquiries.xlsx");
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
      <ServerTable
        caption="Inquiries"
        list={{ query: queries.inquiries.page }}
        columns={MESSAGE_COLUMNS}
        empty="No inquiries found."
        onLoadError={() => window.alert("Failed to fetch inquiries.")}
      />
    </section>
  );
}
