import { api, ApiError, queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { MESSAGE_COLUMNS } from "../../shared/columns";
import { DataTable } from "../../shared/DataTable";

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

/** /admin/inquiries: course inquiries and their spreadsheet export (this screen reports with alerts). */
export function InquiriesPage() {
  const inquiries = useQuery(queries.inquiries.all());
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (inquiries.error) window.alert("Failed to fetch inquiries.");
  }, [inquiries.error]);

  async function exportAll() {
    setExporting(true);
    try {
      save(await api.inquiries.export(), "inquiries.xlsx");
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
      <DataTable
        caption="Inquiries"
        list={inquiries}
        columns={MESSAGE_COLUMNS}
        empty="No inquiries found."
      />
    </section>
  );
}
