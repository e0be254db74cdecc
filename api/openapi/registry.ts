import { z, type ZodType } from "zod";
import { ErrorBody } from "@institute/schemas";

export type Auth = "public" | "admin" | "student" | "signed";

export interface RouteDoc {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI form: /api/courses/{id} */
  path: string;
  summary: string;
  auth: Auth;
  body?: { type: "json" | "multipart"; schema: ZodType };
  query?: ZodType;
  /** Success answers; the error answers are listed with `errors`. */
  responses: Record<number, { description: string; schema?: ZodType; contentType?: string }>;
  errors?: number[];
}

export interface ResourceDocs {
  tag: string;
  description: string;
  routes: RouteDoc[];
}

const ERROR_MEANING: Record<number, string> = {
  400: "Invalid input; `issues` names each field",
  401: "No token, or an invalid or expired one",
  403: "A token of the wrong role, or an invalid download signature",
  404: "No record with this id",
  409: "Conflicts with existing data",
  413: "The body or a file is too large",
  415: "The file is not of an accepted type",
  429: "Too many failed logins, or too many submissions from one address; see Retry-After",
  503: "The database or the file storage is unavailable",
};

const AUTH_ERRORS: Record<Auth, number[]> = { public: [], admin: [401, 403], student: [401, 403], signed: [403] };

/** A file field in a multipart form, as OpenAPI describes binary uploads. */
const fileSchema = { type: "string", format: "binary" };

function jsonSchema(schema: ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod?: { def?: { type?: string; fn?: unknown } } })._zod?.def;
      // z.instanceof(File) is a custom check; show it as an upload.
      if (def?.type === "custom") Object.assign(ctx.jsonSchema, fileSchema);
    },
  });
}

export function buildOpenApi(resources: ResourceDocs[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, routes } of resources) {
    for (const route of routes) {
      const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: "path",
        required: true,
        schema: { type: name === "id" ? "integer" : "string" },
      }));
      const query = route.query
        ? Object.entries((jsonSchema(route.query, "input") as { properties?: Record<string, unknown> }).properties ?? {}).map((
          [name, schema],
        ) => ({ name, in: "query", schema }))
        : [];
      const errors = [...new Set([...(route.errors ?? []), ...AUTH_ERRORS[route.auth], 503])].sort();
      paths[route.path] ??= {};
      paths[route.path][route.method] = {
        tags: [tag],
        summary: route.summary,
        description: `Access: ${
          route.auth === "public" ? "anyone" : route.auth === "signed" ? "anyone holding a signed, unexpired URL" : `${route.auth} token`
        }.`,
        security: route.auth === "admin" || route.auth === "student" ? [{ bearer: [] }] : [],
        parameters: [...params, ...query],
        requestBody: route.body && {
          required: true,
          content: {
            [route.body.type === "json" ? "application/json" : "multipart/form-data"]: { schema: jsonSchema(route.body.schema, "input") },
          },
        },
        responses: {
          ...Object.fromEntries(
            Object.entries(route.responses).map(([status, r]) => [status, {
              description: r.description,
              content: r.schema
                ? { [r.contentType ?? "application/json"]: { schema: jsonSchema(r.schema, "output") } }
                : r.contentType
                ? { [r.contentType]: {} }
                : undefined,
            }]),
          ),
          ...Object.fromEntries(
            errors.map((
              status,
            ) => [status, {
              description: ERROR_MEANING[status] ?? "Error",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            }]),
          ),
        },
      };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Institute API",
      version: "1.0.0",
      description:
        "The API of the training institute website. Tokens go in the Authorization header, as `Bearer <token>` or raw. Every error is `{error, issues?}`.",
    },
    servers: [{ url: "/" }],
    tags: resources.map(({ tag, description }) => ({ name: tag, description })),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: jsonSchema(ErrorBody, "output") },
    },
    paths,
  };
}
