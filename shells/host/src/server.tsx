// The server's render of a page (`vite build --ssr`, imported by the API): the page's first
// screen as HTML, drawn by the same components as in the browser, and the reads its routes'
// loaders made, handed to the browser. The browser's first render replaces it whole once its code
// has arrived (main.tsx).
import type { RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { graftRoutes } from "./remotes/RemoteArea";

export interface PageToRender {
  /** The page's path and query, as requested. */
  url: string;
  /** The remote that draws the page, and its module; without one, the browser draws the page. */
  remote?: { name: RemoteName; module: RemoteAppModule };
  /** How the page's reads reach the API: in process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The HTML of the page's root element, or null where the browser draws the page. */
  html: string | null;
  /**
   * The page's query cache once its routes' loaders are done (react-query's dehydrated state):
   * handed to the browser, whose first render draws what the drawing shows. A page the browser
   * draws starts from it too (the settings of its chrome, at least).
   */
  queries: DehydratedState;
}

/**
 * The page as its routes draw it, once every read their loaders declare is in. Throws when a
 * component does, or when the remote draws its pages from a component rather than routes: the
 * page is then drawn in the browser alone.
 */
export async function renderPage({ url, remote, fetch }: PageToRender): Promise<RenderedPage> {
  if (remote) {
    if (!("routes" in remote.module)) throw new Error(`The "${remote.name}" remote declares no routes to draw a page from`);
    // The server's router keeps its index of the first tree it is given, by the root's identity
    // (globalThis.__TSR_CACHE__); a graft changes that tree in place, so the index is made again.
    if (graftRoutes(remote.name, remote.module)) Reflect.deleteProperty(globalThis, "__TSR_CACHE__");
  }
  const queryClient = createQueryClient({ fetch });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  try {
    const html = remote ? renderToString(<App queryClient={queryClient} router={router} />) : null;
    return { html, queries: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}
