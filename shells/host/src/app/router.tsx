import { pageReads, queries } from "@institute/api-client";
import type { AppRouteContext } from "@institute/federation";
import { ADMIN, PORTAL, PUBLIC, type RemoteName } from "@institute/routes";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, createRouter, redirect, type RouterHistory } from "@tanstack/react-router";
import { Layout } from "./Layout";
import { NotFound } from "./NotFound";
import { enterArea, registerArea, RemoteArea, RemoteLoading } from "../remotes/RemoteArea";

/** The shell's context: what remotes' routes get, and how an area brings its remote's routes in. */
interface ShellContext extends AppRouteContext {
  enterArea: (name: RemoteName) => Promise<boolean>;
}

// Every page's chrome (header, footer, title) shows the institute's settings.
const rootRoute = createRootRouteWithContext<ShellContext>()({
  component: Layout,
  notFoundComponent: NotFound,
  loader: ({ context }) => pageReads(context, [queries.settings.get()]),
});

/**
 * A remote's area: a route of the root that the remote's own routes hang from once it has loaded
 * (RemoteArea.tsx). Until then its placeholders claim the remote's paths (from @institute/routes,
 * where every page's path is written once), and entering one loads the remote, grafts its routes
 * and matches the address again, now against them. Hovering a link into an area not yet entered
 * preloads nothing: a visitor's first page fetches no other remote's code.
 */
function remoteArea(name: RemoteName, path: { id: string } | { path: string }, claims: string[]) {
  const area = createRoute({
    getParentRoute: () => rootRoute,
    ...path,
    component: () => <RemoteArea name={name} />,
    pendingComponent: () => <RemoteLoading name={name} />,
    beforeLoad: async ({ context, location, preload }) => {
      if (!preload && (await context.enterArea(name))) throw redirect({ href: location.href, replace: true });
    },
  });
  registerArea(name, area);
  // The remote's guards come with its own routes: a placeholder only claims a path.
  return area.addChildren(claims.map((path) => createRoute({ getParentRoute: () => area, path, staticData: { placeholderOf: name } })));
}

const routeTree = rootRoute.addChildren([
  remoteArea("public", { id: "public-area" }, Object.values(PUBLIC)),
  remoteArea("portal", { id: "portal-area" }, Object.values(PORTAL)),
  // /admin (the login page) and everything below it.
  remoteArea("admin", { path: ADMIN.login }, ["/", "$"]),
]);

/**
 * The page's router: the browser's, on its history, or the server's for one page at the address
 * its request names, on a history of its own. The server has no scroll to restore (the router would draw an inline script for it, which
 * the CSP refuses), and grafts what it draws before it makes the router, so its areas enter nothing.
 * The router preloads a page's code and reads when a visitor shows intent to open a link; it keeps
 * no loader results of its own, react-query does.
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory; origin: string }) {
  const history = server?.history;
  const enter = (name: RemoteName): Promise<boolean> => (history ? Promise.resolve(false) : enterArea(router, name));
  const router = createRouter({
    routeTree,
    history,
    scrollRestoration: !history,
    context: { queryClient, awaitReads: !!server, origin: server?.origin ?? location.origin, enterArea: enter },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // A page waiting for its code shows the loading line at once and for no longer than it waits.
    defaultPendingMinMs: 0,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Set on a placeholder route: the remote whose routes replace it. */
    placeholderOf?: RemoteName;
  }
}
