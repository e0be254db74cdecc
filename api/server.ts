import { Hono } from "hono";
import { buildApi } from "./app.ts";
import type { Deps } from "./deps.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { validHost } from "./http/host-header.ts";
import { crawlerRoutes } from "./web/crawler-routes.ts";
import { describePage } from "./web/describe-page.ts";
import { siteOrigin } from "./http/client-address.ts";
import { keptPages } from "./web/kept-pages.ts";
import { securityHeaders } from "./web/security-headers.ts";
import { shellPages } from "./web/shell-pages.ts";
import { remoteFiles } from "./web/web-files.ts";
import { serverRenderer } from "./web/server-render.ts";
import { builtFiles, serverRenders, webRoots, webRoutes } from "./web/static.ts";
import { releaseDirectory } from "./releases/web.ts";

/** The whole product behind one origin: the API under /api and, unless disabled, the built front ends. */
export function buildServer(deps: Deps) {
  const api = buildApi(deps);
  const root = new Hono().use(validHost, securityHeaders).route("/", api);
  // The public pages' first screen, drawn with the front ends' server renders where they are built.
  const pages = {
    describe: describePage(deps),
    render: serverRenderer(serverRenders(deps.config.WEB_ROOT), deps, api),
    keep: keptPages(deps.cache, { origin: (c) => siteOrigin(deps, c), log: deps.log }),
  };
  if (deps.config.SERVE_WEB) {
    const roots = webRoots(deps.config.WEB_ROOT);
    const built = builtFiles(roots);
    const releases = releaseDirectory(deps, () => built("/remotes.json"));
    root.route("/", crawlerRoutes(deps)).route("/", releases.routes()).route(
      "/",
      webRoutes(roots, { ...pages, files: releases.files(built) }),
    );
  } else if (deps.config.SHELL_INDEX_URL) {
    // compose: nginx serves the files and forwards the pages, the manifest and the releases here.
    const nginx = remoteFiles(deps.config.SHELL_INDEX_URL, deps.log);
    const releases = releaseDirectory(deps, () => nginx("/remotes.default.json"));
    root.route("/", crawlerRoutes(deps)).route("/", releases.routes()).route("/", shellPages({ ...pages, files: releases.files(nginx) }));
  } else {
    root.route("/", releaseDirectory(deps, () => Promise.resolve(null)).routes());
  }
  root.notFound(notFoundHandler);
  root.onError(errorHandler(deps.log));
  return root;
}
