// The server's render of a page (`vite build --ssr`, imported by the API): the page's first
// screen as HTML, drawn by the same components as in the browser, from the data the server hands
// the page. The browser's first render replaces it whole once its code has arrived (main.tsx).
import { seedHandedReads } from "@institute/api-client";
import type { RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { graftRoutes } from "./remotes/RemoteArea";

export interface PageToRender {
  /** The page's path and query, as requested. */
  url: string;
  /** The API's answers its first screen draws, by the API path each was read from (the page's data block). */
  data: Record<string, unknown>;
  /** The remote that draws the page, and its module. */
  remote: { name: RemoteName; module: RemoteAppModule };
  /** How the page's reads reach the API: in process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The HTML of the page's root element. */
  html: string;
  /**
   * The answers of the reads its routes' loaders made beyond `data`, by the API path each was read
   * from: handed to the browser with the rest, so its first render draws what the drawing shows.
   */
  reads: Record<string, unknown>;
}

/**
 * The page's root element as its routes draw it, once every read their loaders declare is in. Throws
 * when a component does, or when the remote draws its pages from a component rather than routes:
 * the page is then drawn in the browser alone.
 */
export async function renderPage({ url, data, remote, fetch }: PageToRender): Promise<RenderedPage> {
  if (!("routes" in remote.module)) throw new Error(`The "${remote.name}" remote declares no routes to draw a page from`);
  // The server's router keeps its index of the first tree it is given, by the root's identity
  // (globalThis.__TSR_CACHE__); a graft changes that tree in place, so the index is made again.
  if (graftRoutes(remote.name, remote.module)) Reflect.deleteProperty(globalThis, "__TSR_CACHE__");
  const reads: Record<string, unknown> = {};
  const read: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    if (answer.ok && (init?.method ?? "GET") === "GET") reads[String(input)] = await answer.clone().json();
    return answer;
  };
  const queryClient = createQueryClient({ fetch: read });
  seedHandedReads(queryClient, data, Date.now());
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  try {
    return { html: renderToString(<App queryClient={queryClient} router={router} />), reads };
  } finally {
    queryClient.clear();
  }
}
