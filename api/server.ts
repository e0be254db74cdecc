import { Hono } from "hono";
import { buildApi } from "./app.ts";
import type { Deps } from "./deps.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { crawlerRoutes } from "./web/crawler-routes.ts";
import { describePage } from "./web/describe-page.ts";
import { securityHeaders } from "./web/security-headers.ts";
import { shellPages } from "./web/shell-pages.ts";
import { remoteFiles } from "./web/web-files.ts";
import { webRoots, webRoutes } from "./web/static.ts";

/** The whole product behind one origin: the API under /api and, unless disabled, the built front ends. */
export function buildServer(deps: Deps) {
  const root = new Hono().use(securityHeaders).route("/", buildApi(deps));
  if (deps.config.SERVE_WEB) {
    root.route("/", crawlerRoutes(deps)).route("/", webRoutes(webRoots(deps.config.WEB_ROOT), describePage(deps)));
  } else if (deps.config.SHELL_INDEX_URL) {
    // compose: nginx serves the files and forwards the pages here, for their heads.
    root.route("/", crawlerRoutes(deps)).route("/", shellPages(describePage(deps), remoteFiles(deps.config.SHELL_INDEX_URL, deps.log)));
  }
  root.notFound(notFoundHandler);
  root.onError(errorHandler(deps.log));
  return root;
}
