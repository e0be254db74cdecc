import "./portal.css";
import { normalizePath } from "@institute/routes";
import { useRouterState } from "@tanstack/react-router";
import { LoginPage } from "../features/login/LoginPage";
import { routes } from "./routes";

/** Which build of this remote is live: `VITE_BUILD_ID` at build time, shown by the shell on the remote's slot. */
export const build: string = import.meta.env.VITE_BUILD_ID ?? "";

/**
 * Exposed as `portal/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  const pathname = normalizePath(useRouterState({ select: (s) => s.location.pathname }));
  // The shell only sends this remote its own paths; the login is the safe answer to any other.
  const Screen = routes[pathname] ?? LoginPage;
  return <Screen />;
}
