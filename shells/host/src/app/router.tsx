import { authStore, isAdminAtom, isStudentAtom } from "@institute/auth";
import { createRootRoute, createRoute, createRouter, redirect } from "@tanstack/react-router";
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
  path: "/admin",
  component: () => <RemoteSlot name="admin" />,
});

const publicPaths = ["/", "/about", "/courses", "/courses/$id", "/gallery", "/testimonials", "/contact", "/inquiry"] as const;
const portalOpenPaths = ["/student-register", "/student-login"] as const;
const portalStudentPaths = ["/resources", "/student-profile"] as const;

// Guards as the spec describes them: they test that a token is stored. The API checks it for real.
const requireStudent = () => {
  if (!authStore.get(isStudentAtom)) throw redirect({ to: "/student-login", replace: true });
};
const requireAdmin = () => {
  if (!authStore.get(isAdminAtom)) throw redirect({ to: "/admin", replace: true });
};

const routeTree = rootRoute.addChildren([
  publicArea.addChildren(publicPaths.map((path) => createRoute({ getParentRoute: () => publicArea, path }))),
  portalArea.addChildren([
    ...portalOpenPaths.map((path) => createRoute({ getParentRoute: () => portalArea, path })),
    ...portalStudentPaths.map((path) => createRoute({ getParentRoute: () => portalArea, path, beforeLoad: requireStudent })),
  ]),
  adminArea.addChildren([
    // /admin itself is the login page.
    createRoute({ getParentRoute: () => adminArea, path: "/" }),
    createRoute({ getParentRoute: () => adminArea, path: "$", beforeLoad: requireAdmin }),
  ]),
]);

export const router = createRouter({ routeTree, scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
