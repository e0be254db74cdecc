import type { RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { codeLoader } from "@institute/ui/loader";
import { createContext, useContext } from "react";
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
  const module = await loadRemoteApp(name);
  loadedBuilds.set(name, module.build ?? "");
  return module;
});

/**
 * Loads a remote and what its page at `pathname` needs before the first render, which then draws
 * the page at once, as it must to replace a page the server drew. A failure is left for the slot.
 */
export async function preloadRemote(name: RemoteName, pathname: string): Promise<void> {
  const module = await remoteApps.preload(name);
  await module?.preload?.(pathname).catch(() => {});
}

/** Remotes handed to the page rather than loaded by it: the server's render gets the remote's module from the API. */
export const GivenRemotes = createContext<Partial<Record<RemoteName, RemoteAppModule>>>({});

// The slot names the remote and its build, so an operator (and a test) can see which is live.
function Slot({ name, module: { default: App, build } }: { name: RemoteName; module: RemoteAppModule }) {
  return (
    <div className="remote-slot" data-remote={name} data-build={build || undefined}>
      <App />
    </div>
  );
}

function LoadedRemote({ name, label }: { name: RemoteName; label: string }) {
  const module = remoteApps.useLoaded(name);
  return module ? <Slot name={name} module={module} /> : <p role="status" className="remote-loading">Loading the {label}…</p>;
}

export function RemoteSlot({ name }: { name: RemoteName }) {
  const label = LABELS[name];
  const given = useContext(GivenRemotes)[name];
  return (
    <RemoteErrorBoundary
      name={name}
      label={label}
      onError={(error) => reportRemoteFailure(name, error, loadedBuilds.get(name))}
      onRetry={() => remoteApps.forget(name)}
    >
      {given ? <Slot name={name} module={given} /> : <LoadedRemote name={name} label={label} />}
    </RemoteErrorBoundary>
  );
}
