import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/runtime";
import { pageData } from "@institute/api-client";
import type { RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { type SharedNeed, unmetShared } from "@institute/federation/versions";
import { REMOTES_REGISTRY } from "@institute/routes";

const MANIFEST_URL = import.meta.env.VITE_REMOTES_MANIFEST || REMOTES_REGISTRY;

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

// Each remote's manifest once, as the page handed it or as fetched: the shell reads the shared
// packages it needs, the federation runtime the rest, each from its own copy.
const manifests = new Map<string, Promise<Response>>();
function manifest(url: string): Promise<Response> {
  let response = manifests.get(url);
  if (!response) {
    const handed = pageData<unknown>(url);
    response = handed === undefined ? fetch(url) : Promise.resolve(Response.json(handed));
    manifests.set(url, response);
    // A failed request is not kept: Retry asks again.
    response.then((r) => r.ok || manifests.delete(url), () => manifests.delete(url));
  }
  return response.then((r) => r.clone());
}

/** Hands the federation runtime the shell's copy of a registered remote's manifest (it asks by absolute URL). */
const manifestOnce = {
  name: "institute:manifest-once",
  fetch(url: string) {
    const entry = Object.values(registered).find((entry) => new URL(entry, location.href).href === new URL(url, location.href).href);
    return entry ? manifest(entry) : undefined;
  },
};

/**
 * The shared packages a remote's manifest says it needs, with the names its code takes of each; none
 * when it cannot be read (the runtime then fails on it itself).
 */
async function sharedNeeds(manifestUrl: string): Promise<SharedNeed[]> {
  try {
    const json = await (await manifest(manifestUrl)).json();
    return Array.isArray(json?.shared) ? json.shared : [];
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

/** The registry as the server handed it to this page, or as fetched now. */
async function registry(): Promise<unknown> {
  const handed = pageData<unknown>(MANIFEST_URL);
  if (handed !== undefined) return handed;
  // no-cache: a redeployed remotes.json must win over a cached copy.
  const response = await fetch(MANIFEST_URL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered HTTP ${response.status}`);
  return await response.json();
}

/**
 * Registers the remotes once, from the registry the page was handed (or fetched). A failure is not
 * cached, so a Retry fetches the list again.
 */
function ensureRegistered(): Promise<RemoteEntries> {
  registration ??= (async () => {
    const entries = parseEntries(await registry());
    registerPlugins([manifestOnce]);
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    registered = entries;
    return entries;
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** Whether a module draws pages as the contract says: by its routes, or by its component. */
const drawsPages = (module: RemoteAppModule) => typeof ("routes" in module ? module.routes : module.default) === "function";

/**
 * Forgets what this document holds of a remote's build (the registry's entry, the manifest, the
 * runtime's copy of both), so its next load reads what the server serves now.
 */
async function renew(name: RemoteName): Promise<void> {
  const before = registered[name];
  if (before) manifests.delete(before);
  const entry = parseEntries(await registry())[name];
  if (!entry) return;
  manifests.delete(entry);
  // The others keep the builds they run.
  registered = { ...registered, [name]: entry };
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Loads a remote's `./App` (its routes, or its component); every failure on the way is a
 * RemoteLoadError. A first failure is tried once more from what the server serves now: a page
 * handed a remote's manifest just before that remote was redeployed (or open in a tab since) names
 * chunks that are gone, and the registry may name another release by now.
 */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  try {
    return await loadApp(name);
  } catch {
    try {
      await renew(name);
      return await loadApp(name);
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(error instanceof Error ? error.message : String(error), { cause: error });
    }
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
  const unmet = unmetShared(await needs, __SHELL_SHARED__, __SHELL_SHARED_EXPORTS__);
  if (unmet.length) {
    loading.catch(() => {});
    throw new SharedVersionError(`The "${name}" remote was built for other shared packages than this shell's: ${unmet.join("; ")}`);
  }
  const loaded = await loading;
  const module: RemoteAppModule | null = loaded;
  // The types describe the remotes this shell was built with; what is deployed may differ.
  if (!module || !drawsPages(module)) {
    throw new Error(`The "${name}" remote exports neither routes nor a component from ./App`);
  }
  return module;
}
