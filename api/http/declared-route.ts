import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { Access, Declared } from "@institute/api-contract";
import { requireRole } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { MAX_BYTES } from "../stored-files/accept-upload.ts";
import { HttpError } from "./errors.ts";

const MiB = 1024 * 1024;
const JSON_LIMIT = MiB;
/** The largest single file plus room for the other fields of a multipart form. */
export const FORM_LIMIT = MAX_BYTES.pdf + MiB;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `The request body is larger than ${Math.round(maxSize / MiB)} MiB`);
    },
  });

/**
 * A route refuses a body of another type than it declares (415) before reading it: read as an
 * empty form, a JSON body would pass every field that has a default and save blanks over real content.
 */
const bodyType = (type: RegExp, message: string) =>
  createMiddleware(async (c, next) => {
    if (!type.test(c.req.header("Content-Type") ?? "")) throw new HttpError(415, message);
    await next();
  });
const formOnly = bodyType(/^multipart\/form-data\b/i, "Send this form as multipart/form-data");
const jsonOnly = bodyType(/^application\/json\b/i, "Send this request as application/json");

export interface Binding {
  /** Route middleware after the access guard (cache, write limits, no-store). */
  use?: MiddlewareHandler[];
  /** Replaces the body limit the declared body implies. */
  maxBodyBytes?: number;
}

/**
 * Turns a declaration into the route config `OpenAPIHono.openapi` binds: the guard its access
 * names, the body limit its body implies (JSON 1 MiB, forms one file), then `use`.
 */
export function declaredRoutes(deps: Pick<Deps, "tokens" | "sql">) {
  const guards: Partial<Record<Access, MiddlewareHandler>> = {
    admin: requireRole(deps, "admin"),
    student: requireRole(deps, "student"),
  };
  return <R extends Declared>({ access, ...route }: R, binding: Binding = {}) => {
    const media = Object.keys(route.request?.body?.content ?? {});
    const form = media.includes("multipart/form-data");
    const maxBytes = binding.maxBodyBytes ?? (form ? FORM_LIMIT : media.length ? JSON_LIMIT : 0);
    const guard = guards[access];
    const middleware: MiddlewareHandler[] = [
      ...(maxBytes ? [limit(maxBytes)] : []),
      ...(guard ? [guard] : []),
      ...(binding.use ?? []),
      ...(form ? [formOnly] : media.length ? [jsonOnly] : []),
    ];
    return { ...route, middleware };
  };
}
