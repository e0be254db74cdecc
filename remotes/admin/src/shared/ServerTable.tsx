import { PAGE_SIZES } from "@institute/schemas";
import { LoadFailed } from "@institute/ui";
import { type QueryKey, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type Column, RecordTable } from "./RecordTable";
import { type ListState, type PageSize, useListParams } from "./use-list-params";
import { Pager } from "./Pager";

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SORT = "-created_at";

type Page<T> = { rows: T[]; total: number };

export interface ServerList<T, K extends QueryKey> {
  /**
   * The page the list's query answers for the address's state (limit, offset, q, sort, filters).
   * The address may hold any text: the API refuses what it cannot read, and the table says so.
   */
  query: (params: never) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** The list's own filters' parameter names (the address's and the API's). */
  filters?: readonly string[];
}

interface Props<T, K extends QueryKey> {
  caption: string;
  list: ServerList<T, K>;
  columns: Column<T>[];
  /** The spec's empty state, when nothing is filtered. */
  empty: string;
  actions?: (row: T) => ReactNode;
  /** Tells of a failed load the way the screen reports (the spec's toast or alert). */
  onLoadError: () => void;
  /** Rows can be picked for actions on several at once: the actions get the picked ids and a way to clear them. */
  selectable?: { label: (row: T) => string; actions: (ids: number[], clear: () => void) => ReactNode };
  /** Filter controls of the list's own, given the state and the way to change it. */
  toolbar?: (state: ListState, refine: (changes: Record<string, string | undefined>) => void) => ReactNode;
}

/** A search box that sends what was typed once typing pauses; a new address (back, a link) resets it. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => search.current(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <div className="adm-search">
      <label htmlFor={id}>Search</label>
      <input id={id} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </div>
  );
}

/**
 * The console's long lists (messages, inquiries, students): paged, searched, sorted and filtered
 * by the API, with the view in the address. While a new page loads the current one stays, marked
 * busy; a failed load says so and offers Retry instead of an empty list.
 */
export function ServerTable<T extends { id: number }, K extends QueryKey>(
  { caption, list, columns, empty, actions, onLoadError, selectable, toolbar }: Props<T, K>,
) {
  const { state, goToPage, refine } = useListParams(list.filters);
  const sizeId = useId();
  const params = { limit: state.size, offset: (state.page - 1) * state.size, q: state.q || undefined, sort: state.sort, ...state.filters };
  const result = useQuery(list.query(params as never));
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Another page, search or filter is another set of rows: nothing stays picked out of sight, and
  // a row still in sight stays picked (a search that lands just after a pick keeps it).
  const shown = result.data?.rows.map((row) => row.id).join(",");
  useEffect(() => {
    const ids = new Set(shown?.split(",").map(Number));
    setPicked((current) => (([...current].every((id) => ids.has(id))) ? current : new Set([...current].filter((id) => ids.has(id)))));
  }, [shown]);
  const pick = (ids: number[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const report = useRef(onLoadError);
  report.current = onLoadError;
  useEffect(() => {
    if (result.error) report.current();
  }, [result.error]);
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const first = total === 0 ? 0 : (state.page - 1) * state.size + 1;
  const last = total === 0 ? 0 : first + (result.data?.rows.length ?? 1) - 1;
  const filtered = Boolean(state.q || Object.keys(state.filters).length);

  return (
    <div className="adm-data-table">
      <div className="adm-toolbar">
        <SearchBox value={state.q} onSearch={(q) => refine({ q })} />
        {toolbar?.(state, refine)}
        <div className="adm-page-size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select id={sizeId} value={state.size} onChange={(e) => refine({ size: Number(e.target.value) as PageSize })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </div>
        <p className="adm-count" aria-live="polite">
          {result.data ? `${first.toLocaleString()}–${last.toLocaleString()} of ${total.toLocaleString()}` : ""}
        </p>
      </div>
      {result.isPending
        ? <p className="adm-table-status">Loading...</p>
        : result.isError && !result.data
        ? <LoadFailed onRetry={() => void result.refetch()}>Could not load the {caption.toLowerCase()}: {result.error.message}</LoadFailed>
        : result.data.rows.length === 0
        ? <p className="adm-table-status">{filtered ? "Nothing matches this search or filter." : empty}</p>
        : (
          <div aria-busy={result.isFetching} className={result.isPlaceholderData ? "adm-stale" : undefined}>
            {selectable && picked.size > 0
              ? (
                <div className="adm-bulk" role="group" aria-label="Picked rows">
                  <span>{picked.size} selected</span>
                  {selectable.actions([...picked], () => setPicked(new Set()))}
                </div>
              )
              : null}
            <RecordTable
              caption={caption}
              rows={result.data.rows}
              columns={columns}
              actions={actions}
              sorting={{ current: state.sort ?? DEFAULT_SORT, onSort: (sort) => refine({ sort }) }}
              selection={selectable && {
                selected: picked,
                set: pick,
                label: (id) => selectable.label(result.data.rows.find((row) => row.id === id)!),
              }}
            />
          </div>
        )}
      <Pager label={`${caption} pages`} page={state.page} pages={pages} onPage={goToPage} />
    </div>
  );
}
