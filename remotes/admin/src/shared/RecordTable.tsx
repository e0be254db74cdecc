import type { ReactNode } from "react";
import { QueryList, type QueryListProps } from "./QueryList";

/** A column of rows `T`; `S` are the API's sort keys of the list (SortColumn of its query). */
export interface Column<T, S extends string = string> {
  header: string;
  /** What the cell shows unless `render` is given. */
  text: (row: T) => string;
  render?: (row: T) => ReactNode;
  /** The API's sort key for this column, when the list can be sorted by it. */
  sort?: S;
}

/** Rows the admin picked for an action on several at once. */
export interface Selection {
  selected: ReadonlySet<number>;
  set: (ids: number[], on: boolean) => void;
  /** Names a row's checkbox for screen readers. */
  label: (id: number) => string;
}

/** A sortable table's order: `-created_at` is newest first. */
export interface Sorting {
  current: string;
  onSort: (sort: string) => void;
}

interface Props<T> {
  /** Names the table for screen readers. */
  caption: string;
  rows: T[];
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
  sorting?: Sorting;
  selection?: Selection;
}

/** A column header that sorts: ascending first, again for descending; the state is announced. */
function SortHeader({ column, sorting }: { column: Column<unknown> & { sort: string }; sorting: Sorting }) {
  const direction = sorting.current === column.sort ? "ascending" : sorting.current === `-${column.sort}` ? "descending" : "none";
  const next = direction === "ascending" ? `-${column.sort}` : column.sort;
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="adm-sort" onClick={() => sorting.onSort(next)}>
        {column.header}
        <span aria-hidden="true">{direction === "ascending" ? " ▲" : direction === "descending" ? " ▼" : " ↕"}</span>
      </button>
    </th>
  );
}

/**
 * The console's tables: a column per header, and an Actions column when rows have buttons. On a
 * phone each row is a card of labelled fields (the labels come from `data-label`).
 */
export function RecordTable<T extends { id: number }>({ caption, rows, columns, actions, sorting, selection }: Props<T>) {
  const ids = rows.map((row) => row.id);
  const allPicked = selection !== undefined && ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {selection
              ? (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={allPicked}
                    onChange={() => selection.set(ids, !allPicked)}
                  />
                </th>
              )
              : null}
            {columns.map((c) =>
              c.sort && sorting
                ? <SortHeader key={c.header} column={c as Column<unknown> & { sort: string }} sorting={sorting} />
                : <th key={c.header} scope="col">{c.header}</th>
            )}
            {actions ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selection?.selected.has(row.id) ? "adm-picked" : undefined}>
              {selection
                ? (
                  <td data-label="Select">
                    <input
                      type="checkbox"
                      aria-label={selection.label(row.id)}
                      checked={selection.selected.has(row.id)}
                      onChange={(e) => selection.set([row.id], e.target.checked)}
                    />
                  </td>
                )
                : null}
              {columns.map((c) => <td key={c.header} data-label={c.header}>{c.render ? c.render(row) : c.text(row)}</td>)}
              {actions
                ? (
                  <td data-label="Actions">
                    <div className="adm-row-actions">{actions(row)}</div>
                  </td>
                )
                : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list query's table, or what stands in its place while it loads, when it failed, and when it is empty. */
export function ListTable<T extends { id: number }>(
  { list, empty, ...table }: Omit<Props<T>, "rows"> & Omit<QueryListProps<T>, "what" | "children">,
) {
  return (
    <QueryList list={list} what={table.caption.toLowerCase()} empty={empty}>
      {(rows) => <RecordTable rows={rows} {...table} />}
    </QueryList>
  );
}
