import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { hydrateHandedQueries } from "@institute/api-client";
import type { RemoteName } from "@institute/routes";
import { App } from "./app/App";
import { createQueryClient } from "./app/query-client";
import { keepFocusAcross } from "./app/keep-focus";
import { createAppRouter } from "./app/router";
import { enterArea } from "./remotes/RemoteArea";
import "@institute/ui/ui.css";
import "./app/styles.css";

const queryClient = createQueryClient();
// The first screen's reads the server handed the page, dated from its load.
hydrateHandedQueries(queryClient, performance.timeOrigin);
const router = createAppRouter(queryClient);
const root = document.getElementById("root")!;

// A page the server drew (its remote's slot is in the root) stays on screen until the first render
// can replace it whole: with the remote's routes grafted, the page matched, its code loaded and its
// data handed, nothing in between shows a loading line.
const drawnBy = root.querySelector<HTMLElement>(".remote-slot[data-remote]")?.dataset.remote as RemoteName | undefined;
const drawing = root.querySelector(".server-drawn");
if (drawing) keepFocusAcross(drawing, root);
const ready = drawnBy ? enterArea(router, drawnBy).then(() => router.load()) : Promise.resolve();
// A transition: the first render of a whole page yields to the browser every few milliseconds
// instead of holding the main thread until it is done.
void ready.finally(() => startTransition(() => createRoot(root).render(<App queryClient={queryClient} router={router} />)));
