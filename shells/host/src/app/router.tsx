import { authStore, isAdminAtom, isStudentAtom } from "@institute/auth";
import { ADMIN, LOGIN, PORTAL_OPEN, PORTAL_STUDENT, PUBLIC } from "@institute/routes";
import { createRootRoute, createRoute, createRouter, redirect, type RouterHistory } from "@tanstack/react-router";
import { Layout } from "./Layout";
import { NotFound } from "./NotFound";
import { RemoteSlot } from "../remotes/RemoteSlot";

const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFound });

// One layout route per remote: the remote stays mounted while the user moves
// between its own pages and reads the matched route itself. The leaf routes
// only claim URLs for it.
const publicArea = createRoute({
  getParentRoute: () => rootRoute,
  id: "public-area",
  component: () => <RemoteSlot name="public" />,
});
const portalArea = createRoute({
  getParentRoute: () => rootRoute,
  id: "portal-area",
  component: () => <RemoteSlot name="portal" />,
});
// /admin (login) and everything below it; the admin remote routes inside.
const adminArea = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMIN.login,
  component: () => <RemoteSlot name="admin" />,
});

const publicPaths = Object.values(PUBLIC);

// Guards as the spec describes them: they test that a token is stored. The API checks it for real.
const requireStudent = () => {
  if (!authStore.get(isStudentAtom)) throw redirect({ to: LOGIN.student, replace: true });
};
const requireAdmin = () => {
  if (!authStore.get(isAdminAtom)) throw redirect({ to: LOGIN.admin, replace: true });
};

const routeTree = rootRoute.addChildren([
  publicArea.addChildren(publicPaths.map((path) => createRoute({ getParentRoute: () => publicArea, path }))),
  portalArea.addChildren([
    ...PORTAL_OPEN.map((path) => createRoute({ getParentRoute: () => portalArea, path })),
    ...PORTAL_STUDENT.map((path) => createRoute({ getParentRoute: () => portalArea, path, beforeLoad: requireStudent })),
  ]),
  adminArea.addChildren([
    // /admin itself is the login page.
    createRoute({ getParentRoute: () => adminArea, path: "/" }),
    createRoute({ getParentRoute: () => adminArea, path: "$", beforeLoad: requireAdmin }),
  ]),
]);

/**
 * The page's router, on the browser's history. The server's render of a page gives it one of its
 * own, and has no scroll to restore: the router would draw an inline script for it, which the CSP refuses.
 */
export const createAppRouter = (history?: RouterHistory) => createRouter({ routeTree, history, scrollRestoration: !history });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
