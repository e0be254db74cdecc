import { OpenAPIHono } from "@hono/zod-openapi";
import { secureHeaders } from "hono/secure-headers";
import { aboutRoutes } from "./about/routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { contactRoutes } from "./contacts/routes.ts";
import { courseFileRoutes } from "./course-files/routes.ts";
import { courseRoutes } from "./courses/routes.ts";
import type { Deps } from "./deps.ts";
import { downloadRoutes } from "./downloads/routes.ts";
import { galleryRoutes } from "./gallery/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { homeRoutes } from "./home/routes.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { noStoreWhenAuthenticated } from "./http/no-store.ts";
import { requestId } from "./http/request-id.ts";
import { requestLog } from "./http/request-log.ts";
import { mailRoutes } from "./mail/routes.ts";
import { chatRoutes } from "./chats/routes.ts";
import { inquiryRoutes } from "./inquiries/routes.ts";
import { followUpRoutes } from "./follow-up/routes.ts";
import { activityRoutes } from "./activity/routes.ts";
import { staffRoutes } from "./staff/routes.ts";
import { clientErrorRoutes } from "./client-errors/routes.ts";
import { releaseRoutes } from "./releases/routes.ts";
import { documentOf } from "./openapi/document.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { passwordResetRoutes } from "./password-resets/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { sliderRoutes } from "./sliders/routes.ts";
import { studentRoutes } from "./students/routes.ts";
import { testimonialRoutes } from "./testimonials/routes.ts";
import { visitRoutes } from "./visits/routes.ts";

/**
 * The /api application. Every route is bound to its declaration in @institute/api-contract,
 * which gives its full path, access, validation and OpenAPI entry.
 */
export function buildApi(deps: Deps) {
  const api = new OpenAPIHono();
  // Scoped to /api: the server mounts this app beside the static front ends.
  api.use("/api/*", requestId, requestLog(deps.log), secureHeaders({ crossOriginResourcePolicy: "same-site" }), noStoreWhenAuthenticated);
  const document = documentOf(api);
  const resources = [
    healthRoutes(deps),
    settingsRoutes(deps),
    sliderRoutes(deps),
    homeRoutes(deps),
    aboutRoutes(deps),
    privacyRoutes(deps),
    galleryRoutes(deps),
    downloadRoutes(deps),
    testimonialRoutes(deps),
    contactRoutes(deps),
    courseRoutes(deps),
    courseFileRoutes(deps),
    adminRoutes(deps),
    visitRoutes(deps),
    studentRoutes(deps),
    passwordResetRoutes(deps),
    inquiryRoutes(deps),
    followUpRoutes(deps),
    mailRoutes(deps),
    chatRoutes(deps),
    staffRoutes(deps),
    activityRoutes(deps),
    releaseRoutes(deps),
    clientErrorRoutes(deps),
    openApiRoutes(deps, document),
  ];
  for (const routes of resources) api.route("/", routes);
  // Made now, so that a declaration the document cannot describe stops the start, not a later request.
  document();
  api.onError(errorHandler(deps.log));
  api.notFound(notFoundHandler);
  return api;
}
