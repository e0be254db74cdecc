import type { OpenAPIHono } from "@hono/zod-openapi";
import { contract } from "@institute/api-contract";

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

// Documents made in this process, by the routes they describe: describing ~150 routes' schemas is
// most of building the app (about 80 ms), which each API test's app would otherwise pay again for
// the same routes.
const made = new Map<string, OpenApiDocument>();

/** The app's document, made at the first call (once every route is bound), or kept from an app with the same routes. */
export function documentOf(app: OpenAPIHono): () => OpenApiDocument {
  let own: OpenApiDocument | undefined;
  return () => {
    if (own) return own;
    const routes = app.routes.map(({ method, path }) => `${method} ${path}`).join("\n");
    own = made.get(routes) ?? openApiDocument(app);
    made.set(routes, own);
    return own;
  };
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
