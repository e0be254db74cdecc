import "./admin.css";
import { ADMIN, normalizePath } from "@institute/routes";
import { useRouterState } from "@tanstack/react-router";
import { Suspense } from "react";
import { LoginPage } from "../features/login/LoginPage";
import { AdminLayout } from "./AdminLayout";
import { SCREENS } from "./routes";

/** Which build of this remote is live: `VITE_BUILD_ID` at build time, shown by the shell on the remote's slot. */
export const build: string = import.meta.env.VITE_BUILD_ID ?? "";

/**
 * Exposed as `admin/App`. The shell renders it for every route of its area and
 * keeps it mounted while the user moves between them, so this component picks
 * the screen from the shell's (shared) router state.
 */
export default function App() {
  const pathname = normalizePath(useRouterState({ select: (s) => s.location.pathname }));
  if (pathname === ADMIN.login) return <LoginPage />;
  const Screen = SCREENS[pathname];
  return (
    <AdminLayout pathname={pathname}>
      <Suspense fallback={<p className="adm-loading">Loading...</p>}>{Screen ? <Screen /> : <NotFound />}</Suspense>
    </AdminLayout>
  );
}

function NotFound() {
  return (
    <section aria-labelledby="adm-missing">
      <h1 id="adm-missing">Page not found</h1>
      <p>This admin page does not exist. Pick a page from the menu.</p>
    </section>
  );
}
