import type { AppParentRoute, RemoteAppModule, RemoteRoutesModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { codeLoader } from "@institute/ui/loader";
import { type AnyRoute, type AnyRouter, Outlet, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { loadRemoteApp } from "./registry";
import { RemoteErrorBoundary } from "./RemoteErrorBoundary";
import { reportRemoteFailure } from "./report-failure";

export const LABELS: Record<RemoteName, string> = {
  public: "public site",
  portal: "student portal",
  admin: "admin console",
};

/** Whether a remote declares its pages as routes (else it draws them from one component). */
const declaresRoutes = (module: RemoteAppModule): module is RemoteRoutesModule =>
  typeof (module as Partial<RemoteRoutesModule>).routes === "function";

/** The build each loaded remote names, for the report of an error it throws later. */
const loadedBuilds = new Map<RemoteName, string>();

// Each remote is fetched on the first visit to one of its routes and never again.
const remoteApps = codeLoader(async (name: RemoteName) => {
  const module = await loadRemoteApp(name);
  loadedBuilds.set(name, module.build ?? "");
  return module;
});

/** Each remote's area route, which its routes hang from once grafted. */
const areas = new Map<RemoteName, AnyRoute>();
/** The remotes whose routes hang from their area, with the build they came from. */
const grafted = new Map<RemoteName, string>();

export function registerArea(name: RemoteName, area: AnyRoute): void {
  areas.set(name, area);
}

/**
 * Hangs a remote's routes from its area in place of the area's placeholders, once per remote per
 * document: the routes are the tree's own from then on (TanStack Router has no API to add routes
 * to a router; see docs/decisions.md). The caller rebuilds the router's index of the tree. Answers
 * whether the tree changed.
 */
export function graftRoutes(name: RemoteName, module: RemoteRoutesModule): boolean {
  const area = areas.get(name);
  if (!area || grafted.has(name)) return false;
  // The area is a pathless route (or /admin) below the root: to the remote's types, its routes hang
  // from a root carrying the shell's context, which is what the area passes on.
  area.addChildren(module.routes(area as unknown as AppParentRoute));
  grafted.set(name, module.build ?? "");
  return true;
}

/**
 * Loads a remote and, if it declares routes not yet grafted, grafts them into `router`'s tree.
 * Answers whether it did, so the address must be matched again: false once they are in, for a
 * remote that draws from a component, and for one that failed to load (its area then shows that).
 */
export async function enterArea(router: AnyRouter, name: RemoteName): Promise<boolean> {
  if (grafted.has(name)) return false;
  const module = await remoteApps.preload(name);
  if (!module || !declaresRoutes(module) || !graftRoutes(name, module)) return false;
  router.setRoutes(router.buildRouteTree());
  return true;
}

export const RemoteLoading = ({ name }: { name: RemoteName }) => <p role="status" className="remote-loading">Loading the {LABELS[name]}…
</p>;

// The slot names the remote and its build, so an operator (and a test) can see which is live.
function Slot({ name, build, children }: { name: RemoteName; build: string | undefined; children: ReactNode }) {
  return (
    <div className="remote-slot" data-remote={name} data-build={build || undefined}>
      {children}
    </div>
  );
}

/** The area's page: its remote's routes' once grafted, else what its remote draws once loaded. */
function AreaContent({ name }: { name: RemoteName }) {
  const build = grafted.get(name);
  if (build === undefined) return <LoadedRemote name={name} />;
  return (
    <Slot name={name} build={build}>
      <Outlet />
    </Slot>
  );
}

function LoadedRemote({ name }: { name: RemoteName }) {
  const module = remoteApps.useLoaded(name);
  // A remote of routes is drawn by them once the router has grafted them (enterArea).
  if (!module || declaresRoutes(module)) return <RemoteLoading name={name} />;
  const App = module.default;
  return (
    <Slot name={name} build={module.build}>
      <App />
    </Slot>
  );
}

/**
 * A remote's area: the page its routes draw once grafted, or, for a remote that draws its pages
 * from one component, that component. A failure to load or to draw stays inside the area, with
 * Retry: the shell's header, footer and the other remotes stay usable.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const router = useRouter();
  return (
    <RemoteErrorBoundary
      name={name}
      label={LABELS[name]}
      onError={(error) => reportRemoteFailure(name, error, loadedBuilds.get(name))}
      onRetry={async () => {
        // Loaded again from scratch; a remote of routes is grafted and the address matched again
        // before the area draws anew.
        remoteApps.forget(name);
        if (await enterArea(router, name)) await router.load();
      }}
    >
      <AreaContent name={name} />
    </RemoteErrorBoundary>
  );
}
