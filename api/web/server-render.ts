import { REMOTES_REGISTRY } from "@institute/routes";
import process from "node:process";
import { pathToFileURL } from "node:url";
import type { Deps } from "../deps.ts";
import type { ShellPage } from "./describe-page.ts";
import type { RemoteName, RemoteStart } from "./remote-preloads.ts";

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

/**
 * Draws each page of a remote that has a server render with the shell's, from the data the page is
 * handed, so a visitor sees the first screen before any script has run. Only the build deployed
 * with the server can be drawn: while the registry names a release (or another host) for the
 * page's remote, the browser draws it alone. A module is imported again when its build changes; a
 * page's drawing is kept by the public cache, as its description is, until any content changes.
 */
export function serverRenderer(renders: ServerRenders, { cache, log }: Pick<Deps, "cache" | "log">): PageRenderer {
  // React's production build: the development one checks every render, at several times the cost.
  process.env.NODE_ENV ??= "production";
  const modules = new Map<string, Promise<unknown>>();
  const load = async (file: string): Promise<{ module: unknown; version: string } | null> => {
    const stat = await Deno.stat(file).catch(() => null);
    if (!stat?.isFile) return null;
    const url = `${pathToFileURL(file).href}?build=${stat.mtime?.getTime() ?? 0}`;
    let module = modules.get(url);
    if (!module) {
      module = import(url);
      modules.set(url, module);
      module.catch(() => modules.delete(url));
    }
    return { module: await module, version: url };
  };
  const draw = async (page: ShellPage, url: string, name: RemoteName, file: string): Promise<string | null> => {
    const [shell, remote] = await Promise.all([load(renders.shell), load(file)]);
    if (!shell || !remote) return null;
    const render = () => (shell.module as ShellRender).renderPage({ url, data: page.data, remote: { name, module: remote.module } });
    // A query string (a gallery page) is drawn each time: made-up ones must not take the cache's room.
    return url.includes("?") ? await render() : await cache.remember(`drawn ${url} ${shell.version} ${remote.version}`, render);
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
