import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { contactDocs } from "./contacts/docs.ts";
import { contactRoutes } from "./contacts/routes.ts";
import type { Deps } from "./deps.ts";
import { healthDocs } from "./health/docs.ts";
import { healthRoutes } from "./health/routes.ts";
import { openApiDocs } from "./openapi/docs.ts";
import type { ResourceDocs } from "./openapi/registry.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { requestBodyLimit } from "./platform/body-limit.ts";
import { errorHandler, notFoundHandler } from "./platform/errors.ts";
import { requestLog } from "./platform/request-log.ts";
import { testimonialDocs } from "./testimonials/docs.ts";
import { testimonialRoutes } from "./testimonials/routes.ts";

/** Every route's documentation; a test checks it against the routes the app really has. */
export const apiDocs: ResourceDocs[] = [healthDocs, testimonialDocs, contactDocs, openApiDocs];

/** The /api application. Routes are chained so `hc<AppType>` types the client. */
export function buildApi(deps: Deps) {
  const api = new Hono()
    .basePath("/api")
    .use(requestId({ limitLength: 64 }))
    .use(requestLog(deps.log))
    .use(secureHeaders({ crossOriginResourcePolicy: "same-site" }))
    .use(requestBodyLimit)
    .route("/health", healthRoutes(deps))
    .route("/testimonials", testimonialRoutes(deps))
    .route("/contacts", contactRoutes(deps))
    .route("/", openApiRoutes(apiDocs));
  api.onError(errorHandler(deps.log));
  api.notFound(notFoundHandler);
  return api;
}

export type AppType = ReturnType<typeof buildApi>;
