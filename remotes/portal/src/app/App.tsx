import "./portal.css";
import { useRouterState } from "@tanstack/react-router";
import { ComingSoon } from "../features/coming-soon/ComingSoon";
import { LoginPage } from "../features/login/LoginPage";

/**
 * Exposed as `portal/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname === "/student-login") return <LoginPage />;
  return <ComingSoon area="Student portal" />;
}
