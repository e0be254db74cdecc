import { ApiError } from "@institute/api-client";
import { useState } from "react";
import { useListParams } from "./use-list-params";

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

/** What a list's address selects, as its export takes it. */
export type ExportQuery = { q?: string; sort?: string } & Record<string, string | undefined>;

/**
 * "Export to Excel" of what the list's search, sort and `filters` select (the whole list without
 * them), saved as `filename`. A failure is told through `report`, the way the screen reports.
 */
export function ExportButton({ filters, download, filename, report }: {
  filters: readonly string[];
  download: (query: ExportQuery) => Promise<Blob>;
  filename: string;
  report: (message: string) => void;
}) {
  const { state } = useListParams(filters);
  const [exporting, setExporting] = useState(false);

  async function exportList() {
    setExporting(true);
    try {
      save(await download({ q: state.q || undefined, sort: state.sort, ...state.filters }), filename);
    } catch (error) {
      report(
        error instanceof ApiError && error.status === 401 ? "Unauthorized access. Please login again." : "Export failed. Please try again.",
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className="button button-primary" onClick={exportList} disabled={exporting}>
      {exporting ? "Exporting..." : "Export to Excel"}
    </button>
  );
}
