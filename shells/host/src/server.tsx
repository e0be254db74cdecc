// The server's render of a page (`vite build --ssr`, imported by the API): the page's first
// screen as HTML, drawn by the same components as in the browser, and the reads its routes'
// loaders made, handed to the browser. The browser's first render hydrates it once its code has
// arrived (main.tsx).
import type { RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { isHeadRead } from "@institute/api-client";
import type { HeadTags } from "@institute/page-head";
import { defaultShouldDehydrateQuery, dehydrate, type DehydratedState, type Query } from "@tanstack/react-query";
import { getSsrStatus } from "@tanstack/react-router/ssr/server";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { type AppRouter, createAppRouter } from "./app/router";
import { graftRoutes } from "./remotes/RemoteArea";

export interface PageToRender {
  /** The page's path and query, as requested. */
  url: string;
  /** The site's address for this request: a route's head holds absolute addresses. */
  origin: string;
  /**
   * The page's remote and its module, whose routes say the page's head and status, and whether it
   * also draws the page (another build is live in the browser: a release); without one, or where it
   * does not draw, the browser draws the page.
   */
  remote?: { name: RemoteName; module: RemoteAppModule; draws: boolean };
  /** How the page's reads reach the API: in process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The HTML of the page's root element, or null where the browser draws the page (or it is a 404). */
  html: string | null;
  /**
   * The page's query cache once its routes' loaders are done (react-query's dehydrated state):
   * handed to the browser, whose first render draws what the drawing shows. A page the browser
   * draws starts from it too (the settings of its chrome, at least). What a route read for its
   * head alone stays out.
   */
  queries: DehydratedState;
  /** The head its route declares (the deepest that declares one), in TanStack Router's terms. */
  head?: HeadTags;
  /** 200, or 404 where a route found nothing at the address (an unknown course). */
  status: number;
}

/**
 * The page as its routes draw it, once every read their loaders declare is in. Throws when a
 * component does, or when the remote draws its pages from a component rather than routes: the
 * page is then drawn in the browser alone.
 */
export async function renderPage({ url, origin, remote, fetch }: PageToRender): Promise<RenderedPage> {
  if (remote) {
    if (!("routes" in remote.module)) throw new Error(`The "${remote.name}" remote declares no routes to draw a page from`);
    // The server's router keeps its index of the first tree it is given, by the root's identity
    // (globalThis.__TSR_CACHE__); a graft changes that tree in place, so the index is made again.
    if (graftRoutes(remote.name, remote.module)) Reflect.deleteProperty(globalThis, "__TSR_CACHE__");
  }
  const queryClient = createQueryClient({ fetch });
  const loaded = async (href: string) => {
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }), origin });
    await router.load();
    return router;
  };
  let router = await loaded(url);
  // An address its routes read another way (`/gallery?page=1` is /gallery) is drawn as they read
  // it: the page's canonical link names that address, and the browser's router shows it.
  const canonical = readAs(router);
  if (canonical !== undefined) router = await loaded(canonical);
  try {
    const status = getSsrStatus(router);
    const html = remote?.draws && status === 200 ? renderToString(<App queryClient={queryClient} router={router} />) : null;
    const declared = [...router.state.matches].reverse().find((match) => match.meta);
    const head = declared && { meta: declared.meta as HeadTags["meta"], links: (declared.links ?? []) as HeadTags["links"] };
    return { html, queries: dehydrate(queryClient, { shouldDehydrateQuery: handed }), head, status };
  } finally {
    queryClient.clear();
  }
}

/**
 * Where the server's router sends an address it reads another way: its load's answer, which the
 * pinned router-core keeps as `_serverResult` (TanStack Start reads it the same way; the gallery
 * test of page_heads_test holds it: `/gallery?page=1` has its head only when drawn this way).
 */
function readAs(router: AppRouter): string | undefined {
  const result = (router as { _serverResult?: { type: string; redirect?: { headers: Headers } } })._serverResult;
  return result?.type === "redirect" ? result.redirect?.headers.get("Location") ?? undefined : undefined;
}

// What react-query hands by default (what succeeded), but a read made for a head alone.
const handed = (query: Query) => defaultShouldDehydrateQuery(query) && !isHeadRead(query);
