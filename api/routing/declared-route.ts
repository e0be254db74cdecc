// The binding of a declared route to what guards it (access, body limit, activity log): it sits
// above http/, auth and the stored files, so that those know nothing of each other.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { Access, Declared } from "@institute/api-contract";
import { type Previous, recordAdminRequest } from "../activity/record.ts";
import { type AuthEnv, requireRole } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { HttpError } from "../http/errors.ts";
import { invalidInput } from "../http/validation.ts";
import { MAX_BYTES } from "../stored-files/accept-upload.ts";

const MiB = 1024 * 1024;
const JSON_LIMIT = MiB;
/**
 * A form's body: one image plus room for its other fields. A route taking a larger file (a course
 * PDF) or several names its own limit: every form is refused past it before a byte is read, so a
 * public form cannot make the server buffer a PDF's worth of anything.
 */
export const FORM_LIMIT = MAX_BYTES.image + MiB;
/** A form carrying one PDF. */
export const PDF_FORM_LIMIT = MAX_BYTES.pdf + MiB;

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
  /**
   * A public read the public cache keeps under this tag, keyed by the values of the route's declared
   * query (a list's `first`), so no route can leave out what its answer depends on.
   */
  cached?: string;
  /** Route middleware after the access guard (cache writes, write limits, no-store). */
  use?: MiddlewareHandler[];
  /** Replaces the body limit the declared body implies. */
  maxBodyBytes?: number;
  /** An admin read that the activity log records too (the export); every admin write is recorded. */
  recorded?: boolean;
  /** The record an admin's update changes, read before it runs: the log then says old → new. */
  previous?: Previous;
}

/**
 * Turns a declaration into the route config `OpenAPIHono.openapi` binds: the guard its access
 * names, the body limit its body implies (JSON 1 MiB, forms one file), the activity log for
 * admins' writes, the public cache of a `cached` read, then `use`.
 */
export function declaredRoutes(deps: Pick<Deps, "tokens" | "sql" | "config" | "log"> & Partial<Pick<Deps, "cache">>) {
  const guards: Partial<Record<Access, MiddlewareHandler>> = {
    admin: requireRole(deps, "admin"),
    student: requireRole(deps, "student"),
  };
  return <R extends Declared>({ access, action, ...route }: R, binding: Binding = {}) => {
    const media = Object.keys(route.request?.body?.content ?? {});
    const form = media.includes("multipart/form-data");
    const maxBytes = binding.maxBodyBytes ?? (form ? FORM_LIMIT : media.length ? JSON_LIMIT : 0);
    const guard = guards[access];
    const recorded = access === "admin" && (route.method !== "get" || binding.recorded);
    const middleware: MiddlewareHandler[] = [
      ...(maxBytes ? [limit(maxBytes)] : []),
      ...(guard ? [guard] : []),
      ...(recorded ? [recordAdminRequest(deps, action, route.tags[0] ?? "", binding.previous)] : []),
      ...(binding.cached ? [cacheRead(deps, binding.cached, route.request?.query)] : []),
      ...(binding.use ?? []),
      ...(form ? [formOnly] : media.length ? [jsonOnly] : []),
    ];
    return { ...route, middleware };
  };
}

function cacheRead({ cache }: Partial<Pick<Deps, "cache">>, tag: string, query?: z.ZodType) {
  if (!cache) throw new Error(`the route cached as "${tag}" was bound without the public cache`);
  return cache.read(tag, query);
}

/** A resource's router: routes bound to their declarations, with the project's validation errors. */
export const router = () => new OpenAPIHono<AuthEnv>({ defaultHook: invalidInput });
