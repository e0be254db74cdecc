import "./admin.css";
import { ADMIN, normalizePath } from "@institute/routes";
import { useRouterState } from "@tanstack/react-router";
import { LoginPage } from "../features/login/LoginPage";
import { AdminLayout } from "./AdminLayout";
import { isScreen, screens } from "./routes";

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
  return <AdminLayout pathname={pathname}>{isScreen(pathname) ? <Screen path={pathname} /> : <NotFound />}</AdminLayout>;
}

function Screen({ path }: { path: string }) {
  const Loaded = screens.useLoaded(path);
  return Loaded ? <Loaded /> : <p className="adm-loading">Loading...</p>;
}

function NotFound() {
  return (
    <section aria-labelledby="adm-missing">
      <h1 id="adm-missing">Page not found</h1>
      <p>This admin page does not exist. Pick a page from the menu.</p>
    </section>
  );
}
