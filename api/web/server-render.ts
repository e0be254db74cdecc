import { normalizePath, REMOTES_REGISTRY } from "@institute/routes";
import process from "node:process";
import { pathToFileURL } from "node:url";
import type { Deps } from "../deps.ts";
import type { ShellPage } from "./describe-page.ts";
import type { RemoteName } from "@institute/routes";
import type { RemoteStart } from "./remote-preloads.ts";

/** The front ends' server renders on disk (their builds' dist-server/): the shell's, and each remote's that has one. */
export interface ServerRenders {
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
}

/** The HTML of a page's root element drawn on the server, or null where the browser draws the page alone. */
export type PageRenderer = (page: ShellPage, url: string, start: RemoteStart) => Promise<string | null>;

/** The shell's server render (shells/host/src/server.tsx). */
interface ShellRender {
  renderPage(page: { url: string; data: Record<string, unknown>; remote: { name: RemoteName; module: unknown } }): Promise<string>;
}

/** The manifest URL of a remote's build as deployed with the front ends (a release's is under /remotes/releases/). */
const deployedManifest = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

// Each render once per process (a chunk of it imports its entry by name, so a rebuilt one cannot be
// imported beside the old): after a rebuild the API is restarted, as `npm start` does.
const modules = new Map<string, Promise<unknown>>();

async function load(file: string): Promise<unknown> {
  let module = modules.get(file);
  if (!module) {
    if (!(await Deno.stat(file).catch(() => null))?.isFile) return null;
    // React's production build: the development one checks every render, at several times the cost.
    process.env.NODE_ENV ??= "production";
    module = import(pathToFileURL(file).href);
    modules.set(file, module);
    // Not built yet, or broken: asked again on the next page.
    module.catch(() => modules.delete(file));
  }
  return await module;
}

/** Imports the renders at start, so the first visitor does not wait for them; one that fails is logged and left to the pages. */
export const warmServerRenders = (renders: ServerRenders, log: Deps["log"]) =>
  Promise.all(
    [renders.shell, ...Object.values(renders.remotes)].map((file) =>
      load(file).catch((error) =>
        log.warn("a server render could not be imported: pages are drawn in the browser", { file, error: String(error) })
      )
    ),
  );

/**
 * Draws each page of a remote that has a server render with the shell's, from the data the page is
 * handed, so a visitor sees the first screen before any script has run. Only the build deployed
 * with the server can be drawn: while the registry names a release (or another host) for the
 * page's remote, the browser draws it alone. A page's drawing is kept by the public cache, as its
 * description is, until any content changes.
 */
export function serverRenderer(renders: ServerRenders, { cache, log }: Pick<Deps, "cache" | "log">): PageRenderer {
  const draw = async (page: ShellPage, url: string, name: RemoteName, file: string): Promise<string | null> => {
    const [shell, remote] = await Promise.all([load(renders.shell), load(file)]);
    if (!shell || !remote) return null;
    const render = () => (shell as ShellRender).renderPage({ url, data: page.data, remote: { name, module: remote } });
    // A query string (a gallery page) is drawn each time, and a page is kept under its one address
    // (`/courses//` is /courses): made-up addresses must not take the cache's room.
    return url.includes("?") ? await render() : await cache.remember(`drawn ${normalizePath(url)}`, render);
  };

  return async (page, url, start) => {
    const name = page.remote;
    const file = name && renders.remotes[name];
    if (page.status !== 200 || !name || !file) return null;
    const registry = start.handed[REMOTES_REGISTRY] as Record<string, unknown> | undefined;
    if (registry?.[name] !== deployedManifest(name)) return null;
    try {
      return await draw(page, url, name, file);
    } catch (error) {
      log.warn("a page could not be drawn on the server: the browser draws it", { url, error: String(error) });
      return null;
    }
  };
}
