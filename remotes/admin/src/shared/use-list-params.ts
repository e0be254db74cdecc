import { normalizePath } from "@institute/routes";
import { PAGE_SIZES } from "@institute/schemas";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";

export type PageSize = (typeof PAGE_SIZES)[number];

/** A list's state as the address holds it: reload, back and a shared link keep the same view. */
export interface ListState {
  page: number;
  size: PageSize;
  q: string;
  sort: string | undefined;
  /** The list's own filters (a course), by their parameter names. */
  filters: Record<string, string>;
}

const whole = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * The list state in the URL's query (`?page=3&q=…&sort=-created_at&size=50`), and a setter that
 * writes it back. Paging adds a history entry; typing a search or changing a filter replaces the
 * current one and goes back to page 1.
 */
export function useListParams(filterNames: readonly string[] = []) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The router reads `?q=123` as a number: every value is taken back as text.
  const search: Record<string, unknown> = useSearch({ strict: false });
  const text = (name: string) => (search[name] === undefined || search[name] === null ? "" : String(search[name]));
  const size = whole(search.size, PAGE_SIZES[0]);
  const state: ListState = {
    page: whole(search.page, 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : PAGE_SIZES[0],
    q: text("q"),
    sort: text("sort") || undefined,
    filters: Object.fromEntries(filterNames.map((name) => [name, text(name)]).filter(([, value]) => value)),
  };

  const update = (changes: Partial<Record<string, string | number | undefined>>, history: "push" | "replace") => {
    const next: Record<string, string | number> = {};
    for (const [key, value] of Object.entries({ ...search, ...changes })) {
      if (value !== undefined && value !== "" && !(key === "page" && value === 1) && !(key === "size" && value === PAGE_SIZES[0])) {
        next[key] = value as string | number;
      }
    }
    void navigate({ to: normalizePath(pathname), search: next, replace: history === "replace" });
  };
  return {
    state,
    goToPage: (page: number) => update({ page }, "push"),
    /** A new search, sort, size or filter starts again from the first page. */
    refine: (changes: Partial<Record<string, string | number | undefined>>) => update({ ...changes, page: undefined }, "replace"),
  };
}
