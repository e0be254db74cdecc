import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Deps } from "./deps.ts";
import { healthRoutes } from "./health/routes.ts";
import { requestBodyLimit } from "./platform/body-limit.ts";
import { errorHandler, notFoundHandler } from "./platform/errors.ts";
import { requestLog } from "./platform/request-log.ts";

/** The /api application. Routes are chained so `hc<AppType>` types the client. */
export function buildApi(deps: Deps) {
  const api = new Hono()
    .basePath("/api")
    .use(requestId({ limitLength: 64 }))
    .use(requestLog(deps.log))
    .use(secureHeaders({ crossOriginResourcePolicy: "same-site" }))
    .use(requestBodyLimit)
    .route("/health", healthRoutes(deps));
  api.onError(errorHandler(deps.log));
  api.notFound(notFoundHandler);
  return api;
}

export type AppType = ReturnType<typeof buildApi>;
