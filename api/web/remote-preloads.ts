import type { WebFile } from "./web-files.ts";

/** The remote that draws a page: the shell loads it after its own code, so the server names its files early. */
export type RemoteName = "public" | "portal" | "admin";

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const json = async <T>(text: Promise<string | null>): Promise<T | null> => {
  try {
    const body = await text;
    return body === null ? null : JSON.parse(body) as T;
  } catch {
    return null;
  }
};

/**
 * The modules a remote's page needs at once: its entry and the chunks its `./App` imports, as
 * the remote's mf-manifest.json (found through the shell's remotes.json) names them. With them
 * in the page's head the browser fetches them alongside the shell's code, not after it. Only a
 * remote served from this site's own paths is named; anything missing or unreadable names none.
 */
export const remotePreloads = (files: WebFile) => async (remote: RemoteName): Promise<string[]> => {
  const remotes = await json<Record<string, unknown>>(files("/remotes.json"));
  const manifestPath = remotes?.[remote];
  if (typeof manifestPath !== "string" || !/^\/[^/]/.test(manifestPath)) return [];
  const manifest = await json<Manifest>(files(manifestPath));
  const entry = manifest?.metaData?.remoteEntry?.name;
  const app = manifest?.exposes?.find((e) => e.name === "App" || e.path === "./App");
  if (!entry || !app) return [];
  const base = manifestPath.slice(0, manifestPath.lastIndexOf("/") + 1);
  const relative = [`${manifest.metaData?.remoteEntry?.path ?? ""}${entry}`, ...(app.assets?.js?.sync ?? [])];
  return relative.filter((file) => /^[\w@./-]+\.js$/.test(file) && !file.includes("..")).map((file) => base + file);
};
