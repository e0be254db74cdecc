import "./public.css";
import { useRouterState } from "@tanstack/react-router";
import { screenFor } from "./routes";

/**
 * Exposed as `public/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return screenFor(pathname);
}
