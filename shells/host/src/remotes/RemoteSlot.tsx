import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from "react";
import type { RemoteName } from "@institute/federation";
import { loadRemoteApp } from "./registry";
import { RemoteErrorBoundary } from "./RemoteErrorBoundary";
import { reportRemoteFailure } from "./report-failure";

const LABELS: Record<RemoteName, string> = {
  public: "public site",
  portal: "student portal",
  admin: "admin console",
};

// One lazy component per remote so the remote is fetched on the first visit to
// one of its routes and never again; React.lazy remembers a rejection, so a
// retry must drop the entry and start over.
const lazyApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
/** The build each loaded remote names, for the report of an error it throws later. */
const loadedBuilds = new Map<RemoteName, string>();

function lazyApp(name: RemoteName): LazyExoticComponent<ComponentType> {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(async () => {
      const { default: App, build } = await loadRemoteApp(name);
      loadedBuilds.set(name, build ?? "");
      // The slot names the remote and its build, so an operator (and a test) can see which is live.
      return {
        default: () => (
          <div className="remote-slot" data-remote={name} data-build={build || undefined}>
            <App />
          </div>
        ),
      };
    });
    lazyApps.set(name, app);
  }
  return app;
}

function RemoteApp({ name }: { name: RemoteName }) {
  const App = lazyApp(name);
  return <App />;
}

export function RemoteSlot({ name }: { name: RemoteName }) {
  const label = LABELS[name];
  return (
    <RemoteErrorBoundary
      name={name}
      label={label}
      onError={(error) => reportRemoteFailure(name, error, loadedBuilds.get(name))}
      onRetry={() => lazyApps.delete(name)}
    >
      <Suspense fallback={<p role="status" className="remote-loading">Loading the {label}…</p>}>
        <RemoteApp name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
