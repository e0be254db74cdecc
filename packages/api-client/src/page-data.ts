import { PAGE_DATA_ELEMENT_ID, PAGE_QUERIES } from "@institute/routes";
import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";

let block: Record<string, unknown> | undefined;

/** Everything the server handed this page in its JSON data block (see PAGE_DATA_ELEMENT_ID). */
function handedData(): Record<string, unknown> {
  if (!block) {
    const text = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      block = text ? JSON.parse(text) : {};
    } catch {
      block = {};
    }
  }
  return block!;
}

/**
 * What the server handed this page under a key (the registry, a manifest, PAGE_QUERIES), or undefined. Taken
 * once: asked again later, it is fetched.
 */
export function pageData<T>(path: string): T | undefined {
  const data = handedData()[path] as T | undefined;
  delete handedData()[path];
  return data;
}

/**
 * Starts the queries of the server's drawing of this page (its routes' loaders' reads), dated
 * `updatedAt`: a page is as fresh as its load (the server makes it again when content changes), so
 * its reads are asked again once stale from then, not from when the page was first drawn.
 */
export function hydrateHandedQueries(client: QueryClient, updatedAt: number): void {
  const state = pageData<DehydratedState>(PAGE_QUERIES);
  if (!Array.isArray(state?.queries)) return;
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: updatedAt } })),
  });
}
