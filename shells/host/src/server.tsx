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
import { GivenRemotes } from "./remotes/RemoteSlot";

export interface PageToRender {
  /** The page's path and query, as requested. */
  url: string;
  /** The API's answers its first screen draws, by the API path each was read from (the page's data block). */
  data: Record<string, unknown>;
  /** The remote that draws the page, and its module. */
  remote: { name: RemoteName; module: RemoteAppModule };
}

/** The HTML of a page's root element. Throws when a component does: the page is then drawn in the browser alone. */
export async function renderPage({ url, data, remote }: PageToRender): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const queryClient = createQueryClient();
  seedHandedReads(queryClient, data, Date.now());
  const pathname = new URL(url, "http://page").pathname;
  await Promise.all([router.load(), remote.module.preload?.(pathname)]);
  try {
    return renderToString(
      <GivenRemotes.Provider value={{ [remote.name]: remote.module }}>
        <App queryClient={queryClient} router={router} />
      </GivenRemotes.Provider>,
    );
  } finally {
    queryClient.clear();
  }
}
