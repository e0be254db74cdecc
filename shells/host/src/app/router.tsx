import { createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
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
const portalPaths = ["/student-register", "/student-login", "/resources", "/student-profile"] as const;
const adminPaths = ["/", "$"] as const;

const routeTree = rootRoute.addChildren([
  publicArea.addChildren(publicPaths.map((path) => createRoute({ getParentRoute: () => publicArea, path }))),
  portalArea.addChildren(portalPaths.map((path) => createRoute({ getParentRoute: () => portalArea, path }))),
  adminArea.addChildren(adminPaths.map((path) => createRoute({ getParentRoute: () => adminArea, path }))),
]);

export const router = createRouter({ routeTree, scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
