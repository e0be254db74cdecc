import { type RemoteName, REMOTES_REGISTRY } from "@institute/routes";
import type { WebFile } from "./web-files.ts";

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** How a page starts its remote: what it hands the shell, and what its head fetches at once. */
export interface RemoteStart {
  /**
   * What the shell would fetch first, by URL path: the registry (remotes.json) and the page's
   * remote's mf-manifest.json, when they can be read.
   */
  handed: Record<string, unknown>;
  /** The remote's entry and the chunks its `./App` imports. */
  modules: string[];
  /** The stylesheets its `./App` loads: a page the server drew links them, so it shows styled before any script runs. */
  styles: string[];
}

const json = async <T>(text: Promise<string | null>): Promise<T | undefined> => {
  try {
    const body = await text;
    return body === null ? undefined : JSON.parse(body) as T;
  } catch {
    return undefined;
  }
};

/**
 * What a remote's page needs at once, as the registry and the remote's mf-manifest.json name it:
 * with them in the page the shell asks for neither, and the browser fetches the remote's modules
 * alongside the shell's code, not after it. Only a remote served from this site's own paths is
 * named; anything missing or unreadable is left for the shell to fetch.
 */
export const remoteStart = (files: WebFile) => async (remote: RemoteName | undefined): Promise<RemoteStart> => {
  const registry = await json<Record<string, unknown>>(files(REMOTES_REGISTRY));
  if (!registry) return { handed: {}, modules: [], styles: [] };
  const handed: Record<string, unknown> = { [REMOTES_REGISTRY]: registry };
  const manifestPath = remote && registry[remote];
  if (typeof manifestPath !== "string" || !/^\/[^/]/.test(manifestPath)) return { handed, modules: [], styles: [] };
  const manifest = await json<Manifest>(files(manifestPath));
  if (manifest) handed[manifestPath] = manifest;
  const entry = manifest?.metaData?.remoteEntry?.name;
  const app = manifest?.exposes?.find((e) => e.name === "App" || e.path === "./App");
  if (!entry || !app) return { handed, modules: [], styles: [] };
  const base = manifestPath.slice(0, manifestPath.lastIndexOf("/") + 1);
  const named = (list: string[], extension: string) =>
    list.filter((file) => /^[\w@./-]+$/.test(file) && file.endsWith(extension) && !file.includes("..")).map((file) => base + file);
  return {
    handed,
    modules: named([`${manifest.metaData?.remoteEntry?.path ?? ""}${entry}`, ...(app.assets?.js?.sync ?? [])], ".js"),
    styles: named(app.assets?.css?.sync ?? [], ".css"),
  };
};
