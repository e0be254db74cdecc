import type { RemoteName } from "@institute/federation";
import { codeLoader } from "@institute/ui/loader";
import { loadRemoteApp } from "./registry";
import { RemoteErrorBoundary } from "./RemoteErrorBoundary";
import { reportRemoteFailure } from "./report-failure";

const LABELS: Record<RemoteName, string> = {
  public: "public site",
  portal: "student portal",
  admin: "admin console",
};

/** The build each loaded remote names, for the report of an error it throws later. */
const loadedBuilds = new Map<RemoteName, string>();

// Each remote is fetched on the first visit to one of its routes and never again.
const remoteApps = codeLoader(async (name: RemoteName) => {
  const { default: App, build } = await loadRemoteApp(name);
  loadedBuilds.set(name, build ?? "");
  // The slot names the remote and its build, so an operator (and a test) can see which is live.
  return () => (
    <div className="remote-slot" data-remote={name} data-build={build || undefined}>
      <App />
    </div>
  );
});

function RemoteApp({ name, label }: { name: RemoteName; label: string }) {
  const App = remoteApps.useLoaded(name);
  return App ? <App /> : <p role="status" className="remote-loading">Loading the {label}…</p>;
}

export function RemoteSlot({ name }: { name: RemoteName }) {
  const label = LABELS[name];
  return (
    <RemoteErrorBoundary
      name={name}
      label={label}
      onError={(error) => reportRemoteFailure(name, error, loadedBuilds.get(name))}
      onRetry={() => remoteApps.forget(name)}
    >
      <RemoteApp name={name} label={label} />
    </RemoteErrorBoundary>
  );
}
