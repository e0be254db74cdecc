import type { OpenAPIHono } from "@hono/zod-openapi";
import { contract } from "@institute/api-contract";

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** The app's document, made at the first call: once every route is bound. */
export function documentOf(app: OpenAPIHono): () => OpenApiDocument {
  let made: OpenApiDocument | undefined;
  return () => (made ??= openApiDocument(app));
}

/** The OpenAPI 3.1 document of every route the app has bound, with the tags in the contract's order. */
function openApiDocument(app: OpenAPIHono): OpenApiDocument {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Institute API",
      version: "1.0.0",
      description:
        "The API of the training institute website. Tokens go in the Authorization header, as `Bearer <token>` or raw. Every error is `{error, issues?}`.",
    },
    servers: [{ url: "/" }],
    tags: Object.values(contract).map(({ tag }) => tag),
  });
}
