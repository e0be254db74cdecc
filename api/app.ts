import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { adminDocs } from "./admin/docs.ts";
import { adminRoutes } from "./admin/routes.ts";
import { inquiryDocs } from "./inquiries/docs.ts";
import { inquiryRoutes } from "./inquiries/routes.ts";
import { studentDocs } from "./students/docs.ts";
import { studentRoutes } from "./students/routes.ts";
import { visitDocs } from "./visits/docs.ts";
import { visitRoutes } from "./visits/routes.ts";
import { aboutDocs } from "./about/docs.ts";
import { aboutRoutes } from "./about/routes.ts";
import { contactDocs } from "./contacts/docs.ts";
import { contactRoutes } from "./contacts/routes.ts";
import { courseDocs } from "./courses/docs.ts";
import { courseRoutes } from "./courses/routes.ts";
import type { Deps } from "./deps.ts";
import { courseFileDocs } from "./course-files/docs.ts";
import { courseFileRoutes } from "./course-files/routes.ts";
import { galleryDocs } from "./gallery/docs.ts";
import { galleryRoutes } from "./gallery/routes.ts";
import { healthDocs } from "./health/docs.ts";
import { healthRoutes } from "./health/routes.ts";
import { homeDocs } from "./home/docs.ts";
import { homeRoutes } from "./home/routes.ts";
import { openApiDocs } from "./openapi/docs.ts";
import type { ResourceDocs } from "./openapi/registry.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { requestBodyLimit } from "./http/body-limit.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { noStoreWhenAuthenticated } from "./http/no-store.ts";
import { requestId } from "./http/request-id.ts";
import { requestLog } from "./http/request-log.ts";
import { sliderDocs } from "./sliders/docs.ts";
import { sliderRoutes } from "./sliders/routes.ts";
import { testimonialDocs } from "./testimonials/docs.ts";
import { testimonialRoutes } from "./testimonials/routes.ts";
import { uploadDocs } from "./downloads/docs.ts";
import { downloadRoutes } from "./downloads/routes.ts";

/** Every route's documentation; a test checks it against the routes the app really has. */
export const apiDocs: ResourceDocs[] = [
  healthDocs,
  sliderDocs,
  homeDocs,
  aboutDocs,
  galleryDocs,
  uploadDocs,
  testimonialDocs,
  contactDocs,
  courseDocs,
  courseFileDocs,
  adminDocs,
  visitDocs,
  studentDocs,
  inquiryDocs,
  openApiDocs,
];

/** The /api application. Routes are chained so `hc<AppType>` types the client. */
export function buildApi(deps: Deps) {
  const api = new Hono()
    .basePath("/api")
    .use(requestId)
    .use(requestLog(deps.log))
    .use(secureHeaders({ crossOriginResourcePolicy: "same-site" }))
    .use(noStoreWhenAuthenticated)
    .use(requestBodyLimit)
    .route("/health", healthRoutes(deps))
    .route("/sliders", sliderRoutes(deps))
    .route("/home", homeRoutes(deps))
    .route("/about", aboutRoutes(deps))
    .route("/gallery", galleryRoutes(deps))
    .route("/uploads", downloadRoutes(deps))
    .route("/testimonials", testimonialRoutes(deps))
    .route("/contacts", contactRoutes(deps))
    .route("/courses", courseRoutes(deps))
    .route("/files", courseFileRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/visits", visitRoutes(deps))
    .route("/students", studentRoutes(deps))
    .route("/inquiries", inquiryRoutes(deps))
    .route("/", openApiRoutes(apiDocs));
  api.onError(errorHandler(deps.log));
  api.notFound(notFoundHandler);
  return api;
}

export type AppType = ReturnType<typeof buildApi>;
