import { loadRemote, registerRemotes } from "@module-federation/runtime";
import type { ComponentType } from "react";
import type { RemoteName } from "@institute/federation";

/** The contract every remote honours: `./App` default-exports a component, and names its build. */
export interface RemoteAppModule {
  default: ComponentType;
  build?: string;
}

const MANIFEST_URL = import.meta.env.VITE_REMOTES_MANIFEST || "/remotes.json";

type RemoteEntries = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteEntries> | undefined;

/** Keeps the string entries of the runtime manifest; anything else in it is ignored. */
export function parseEntries(json: unknown): RemoteEntries {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`${MANIFEST_URL} is not a JSON object of remote name to manifest URL`);
  }
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(json)) {
    if (typeof url === "string" && url) entries[name as RemoteName] = url;
  }
  return entries;
}

/**
 * Fetches the deploy-time list of remotes once and registers them. A failure
 * is not cached, so a Retry fetches the list again.
 */
function ensureRegistered(): Promise<RemoteEntries> {
  registration ??= (async () => {
    // no-cache: a redeployed remotes.json must win over a cached copy.
    const response = await fetch(MANIFEST_URL, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${MANIFEST_URL} answered HTTP ${response.status}`);
    const entries = parseEntries(await response.json());
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    return entries;
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  const entries = await ensureRegistered();
  if (!entries[name]) throw new Error(`${MANIFEST_URL} has no entry for the "${name}" remote`);
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (typeof module?.default !== "function") {
    throw new Error(`The "${name}" remote does not export a component from ./App`);
  }
  return module;
}
