import { REMOTES_REGISTRY } from "@institute/routes";
import process from "node:process";
import { pathToFileURL } from "node:url";
import type { Deps } from "../deps.ts";
import type { PageAddress } from "./canonical-path.ts";
import type { ShellPage } from "./describe-page.ts";
import type { RemoteName } from "@institute/routes";
import type { HeadTags } from "@institute/page-head";
import type { RemoteStart } from "./remote-preloads.ts";

/** The front ends' server renders on disk (their builds' dist-server/): the shell's, and each remote's that has one. */
export interface ServerRenders {
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
}

/**
 * What the server makes of a page with the shell's render: its root element where it draws the
 * page (else null), the query cache its routes' loaders filled (react-query's dehydrated state),
 * and what its route declares of it: its head, where it has one, and its status (an unknown
 * course's page is a 404).
 */
export interface DrawnPage {
  html: string | null;
  queries: unknown;
  head?: HeadTags;
  status: number;
}

/** A page drawn on the server, or null where the shell's render cannot be had. */
export type PageRenderer = (page: ShellPage, address: PageAddress, start: RemoteStart) => Promise<DrawnPage | null>;

/** The shell's server render (shells/host/src/server.tsx). */
interface ShellRender {
  renderPage(
    page: { url: string; origin: string; remote?: { name: RemoteName; module: unknown; draws: boolean }; fetch: typeof fetch },
  ): Promise<DrawnPage>;
}

/** The API, asked in process: what a drawing's reads reach (the same routes and public cache as the browser's). */
export interface InProcessApi {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
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
 * Draws each page of a remote that has a server render with the shell's, with every read its routes'
 * loaders declare (asked of `api` in process), so a visitor sees the first screen whole before any
 * script has run, and without scripts. Only the build deployed with the server draws: while the
 * registry names a release (or another host) for the page's remote, the browser draws it alone
 * (a release's code never runs in the API), and the deployed build's routes still give the page
 * its head and status, which say what the content is, not how it is drawn. A drawing is kept with
 * its page (kept-pages.ts).
 */
export function serverRenderer(renders: ServerRenders, { log }: Pick<Deps, "log">, api: InProcessApi): PageRenderer {
  const fetch: typeof globalThis.fetch = async (input, init) => await api.request(String(input), init);
  /** The page's remote's deployed build, where the server has one, and whether it draws the page. */
  const routesOf = async (page: ShellPage, { handed }: RemoteStart) => {
    const name = page.remote;
    const file = name && renders.remotes[name];
    if (page.status !== 200 || !name || !file) return undefined;
    const module = await load(file);
    const registry = handed[REMOTES_REGISTRY] as Record<string, unknown> | undefined;
    return module ? { name, module, draws: registry?.[name] === deployedManifest(name) } : undefined;
  };

  return async (page, { path, search }, start) => {
    try {
      const [shell, remote] = await Promise.all([load(renders.shell), routesOf(page, start)]);
      if (!shell) return null;
      return await (shell as ShellRender).renderPage({ url: path + search, origin: page.origin, remote, fetch });
    } catch (error) {
      log.warn("a page could not be drawn on the server: the browser draws it", { url: path + search, error: String(error) });
      return null;
    }
  };
}
