import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrateHandedQueries } from "@institute/api-client";
import type { RemoteName } from "@institute/routes";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { enterArea } from "./remotes/RemoteArea";
import "@institute/ui/ui.css";
import "./app/styles.css";

const queryClient = createQueryClient();
// The first screen's reads the server handed the page, dated from its load.
hydrateHandedQueries(queryClient, performance.timeOrigin);
const router = createAppRouter(queryClient);
const root = document.getElementById("root")!;

/** Marks the root once the page's code has drawn or taken over the page (`data-live`): tests and tools wait on it. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => void (root.dataset.live = ""), []);
  return children;
}

// A page the server drew (its remote's slot is in the root) is hydrated once its remote's routes
// are grafted, the page matched, its code loaded and its data handed: the browser's render then
// draws what the drawing shows, so React keeps the drawing's elements (and a visitor's focus and
// reading place in them) and only makes them work.
const drawnBy = root.querySelector<HTMLElement>(".remote-slot[data-remote]")?.dataset.remote as RemoteName | undefined;
const drawing = root.querySelector(".server-drawn");
const ready = drawnBy ? enterArea(router, drawnBy).then(() => router.load()) : Promise.resolve();
const app = (
  <Live>
    <App queryClient={queryClient} router={router} />
  </Live>
);
// A transition: the first render of a whole page yields to the browser every few milliseconds
// instead of holding the main thread until it is done.
void ready.finally(() =>
  startTransition(() => {
    if (drawing) {
      // The router draws its root as on the server, with no Suspense boundary of its own, whose
      // markers the drawing does not have. TanStack's own `hydrate` sets this, from a dehydration
      // that comes in inline scripts, which the page's policy does not run (decisions.md).
      router.ssr = { manifest: undefined };
      hydrateRoot(drawing, app, {
        // A drawing the browser's render does not match is drawn anew by it (React's fallback):
        // said in the console, where the tests look for it.
        onRecoverableError: (error) => console.error("The server's drawing of this page was drawn anew in the browser:", error),
      });
    } else createRoot(root).render(app);
  })
);
