import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { type Column, RecordTable } from "./RecordTable";

export type { Column };

export const PAGE_SIZE = 20;

/** Rows whose columns contain every word of the query (case-insensitive). */
export function search<T>(rows: T[], columns: Column<T>[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((row) => {
    const haystack = columns.map((c) => c.text(row)).join(" ").toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The page count (at least 1) and the rows of page `page` (1-based, clamped). */
export function paginate<T>(rows: T[], page: number, size = PAGE_SIZE): { pages: number; page: number; rows: T[] } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, page: current, rows: rows.slice((current - 1) * size, current * size) };
}

interface Props<T> {
  caption: string;
  /** The list's query: its rows once loaded. */
  list: { data?: T[]; isPending: boolean };
  columns: Column<T>[];
  empty: string;
  actions?: (row: T) => ReactNode;
}

/** The admin's message, inquiry and student tables: search box, paging, empty state. */
export function DataTable<T extends { id: number }>({ caption, list, columns, empty, actions }: Props<T>) {
  const rows = list.data;
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const found = useMemo(() => search(rows ?? [], columns, query), [rows, columns, query]);
  const view = paginate(found, page);
  useEffect(() => setPage(1), [query]);

  if (list.isPending) return <p className="adm-table-status">Loading...</p>;
  if (!rows?.length) return <p className="adm-table-status">{empty}</p>;
  return (
    <div className="adm-data-table">
      <div className="adm-search">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <span aria-live="polite">{found.length} of {rows.length}</span>
      </div>
      <RecordTable caption={caption} rows={view.rows} columns={columns} actions={actions} />
      {view.pages > 1
        ? (
          <nav className="adm-pager" aria-label={`${caption} pages`}>
            <button type="button" className="button" disabled={view.page === 1} onClick={() => setPage(view.page - 1)}>Previous</button>
            <span>Page {view.page} of {view.pages}</span>
            <button type="button" className="button" disabled={view.page === view.pages} onClick={() => setPage(view.page + 1)}>
              Next
            </button>
          </nav>
        )
        : null}
    </div>
  );
}

/** A date-time cell in the admin's locale. */
export const when = (iso: string) => new Date(iso).toLocaleString();
