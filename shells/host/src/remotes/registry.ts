import { loadRemote, registerRemotes } from "@module-federation/runtime";
import type { RemoteAppModule, RemoteName } from "@institute/federation";
import { unmetShared } from "@institute/federation/versions";

const MANIFEST_URL = import.meta.env.VITE_REMOTES_MANIFEST || "/remotes.json";

type RemoteEntries = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteEntries> | undefined;
/** The manifest URLs of the last registration, to say which release failed when nothing loaded. */
let registered: RemoteEntries = {};

/** A load failure, as told apart from a remote that loaded and then threw while rendering. */
export class RemoteLoadError extends Error {
  override name = "RemoteLoadError";
}

/** A remote built for shared packages this shell does not provide: loading it would run it on the wrong copies. */
export class SharedVersionError extends RemoteLoadError {
  override name = "SharedVersionError";
}

/** The shared packages a remote's manifest says it needs; none when it cannot be read (the runtime then fails on it itself). */
async function sharedNeeds(manifestUrl: string): Promise<{ name: string; requiredVersion?: string }[]> {
  try {
    const manifest = await (await fetch(manifestUrl)).json();
    return Array.isArray(manifest?.shared) ? manifest.shared : [];
  } catch {
    return [];
  }
}

/** The release id a manifest URL names (`/remotes/releases/<name>/<build>/…`), or "" for a deployed build. */
export const releaseIn = (url: string | undefined): string => /\/remotes\/releases\/[^/]+\/([^/]+)\//.exec(url ?? "")?.[1] ?? "";

/** The release the runtime manifest names for a remote ("" for its deployed build, or before any registration). */
export const registeredRelease = (name: RemoteName): string => releaseIn(registered[name]);

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
    registered = entries;
    return entries;
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** Loads a remote's `./App`; every failure on the way is a RemoteLoadError. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  try {
    return await loadApp(name);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

async function loadApp(name: RemoteName): Promise<RemoteAppModule> {
  const entries = await ensureRegistered();
  if (!entries[name]) throw new Error(`${MANIFEST_URL} has no entry for the "${name}" remote`);
  // Read beside the load, not before it: the check costs no round trip of its own.
  const needs = sharedNeeds(entries[name]);
  // Not annotated at the call: the type must come from the generated types, not be
  // inferred from the variable it is assigned to.
  const loading = loadRemote(`${name}/App` as const);
  const unmet = unmetShared(await needs, __SHELL_SHARED__);
  if (unmet.length) {
    loading.catch(() => {});
    throw new SharedVersionError(`The "${name}" remote was built for other shared packages than this shell's: ${unmet.join("; ")}`);
  }
  const loaded = await loading;
  const module: RemoteAppModule | null = loaded;
  // The types describe the remotes this shell was built with; what is deployed may differ.
  if (typeof module?.default !== "function") {
    throw new Error(`The "${name}" remote does not export a component from ./App`);
  }
  return module;
}
