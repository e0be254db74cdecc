import { type ReactNode, useEffect, useId, useMemo, useState } from "react";

export const PAGE_SIZE = 20;

export interface Column<T> {
  header: string;
  /** The text the search box matches, and what the cell shows unless `render` is given. */
  text: (row: T) => string;
  render?: (row: T) => ReactNode;
}

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
  rows: T[] | undefined;
  loading: boolean;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  actions?: (row: T) => ReactNode;
}

/** The admin's message, inquiry and student tables: search box, paging, empty state. */
export function DataTable<T>({ caption, rows, loading, columns, rowKey, empty, actions }: Props<T>) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const found = useMemo(() => search(rows ?? [], columns, query), [rows, columns, query]);
  const view = paginate(found, page);
  useEffect(() => setPage(1), [query]);

  if (loading) return <p className="adm-table-status">Loading...</p>;
  if (!rows?.length) return <p className="adm-table-status">{empty}</p>;
  return (
    <div className="adm-data-table">
      <div className="adm-search">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <span aria-live="polite">{found.length} of {rows.length}</span>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => <th key={c.header} scope="col">{c.header}</th>)}
              {actions ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => <td key={c.header}>{c.render ? c.render(row) : c.text(row)}</td>)}
                {actions ? <td>{actions(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
