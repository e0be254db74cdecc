import "./public.css";
import { useRouterState } from "@tanstack/react-router";
import { Suspense } from "react";
import { screenFor } from "./routes";

/** Which build of this remote is live: `VITE_BUILD_ID` at build time, shown by the shell on the remote's slot. */
export const build: string = import.meta.env.VITE_BUILD_ID ?? "";

/**
 * Exposed as `public/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A page's chunk is loading: the main area keeps its height meanwhile (public.css).
  return <Suspense fallback={<p className="pub-page-loading" role="status">Loading...</p>}>{screenFor(pathname)}</Suspense>;
}
