import "./public.css";
import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { pageFor, pages, prefetchPage, type PublicPage } from "./routes";

/** Which build of this remote is live: `VITE_BUILD_ID` at build time, shown by the shell on the remote's slot. */
export const build: string = import.meta.env.VITE_BUILD_ID ?? "";

/** Loads the code of the page at `pathname`, so that a first render draws it whole (the shell awaits it for a page the server drew). */
export const preload = async (pathname: string): Promise<void> => {
  const found = pageFor(pathname);
  if (found) await pages.preload(found.page);
};

function Screen({ page, id }: { page: PublicPage; id: string }) {
  const Page = pages.useLoaded(page);
  // A page's chunk is loading: the main area keeps its height meanwhile (public.css).
  if (!Page) return <p className="pub-page-loading" role="status" aria-busy="true">Loading...</p>;
  return <Page id={id} />;
}

// A pointer over a link, a finger on it or focus on it: the visitor is about to open it.
const INTENT = ["pointerover", "touchstart", "focusin"] as const;

/** While a public page is shown, a link to another is fetched ahead when the visitor shows intent to open it. */
function usePrefetchOnIntent() {
  const client = useQueryClient();
  useEffect(() => {
    const intent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === location.origin) void prefetchPage(client, link.pathname);
    };
    for (const type of INTENT) document.addEventListener(type, intent, { passive: true });
    return () => INTENT.forEach((type) => document.removeEventListener(type, intent));
  }, [client]);
}

/**
 * Exposed as `public/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  usePrefetchOnIntent();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const found = pageFor(pathname);
  // Keyed by course id, so moving between two courses starts each page afresh (open module, copy label).
  return found ? <Screen key={found.id} page={found.page} id={found.id ?? ""} /> : null;
}
