import type { Hook } from "@hono/zod-openapi";
import { HttpError, type Issue } from "./errors.ts";

/** A 400 naming one field, for rules only the server can check (a taken email, an unknown course). */
export const fieldError = (path: string, message: string) => new HttpError(400, `${path}: ${message}`, [{ path, message }]);

/** The project's 400 shape, `{error, issues: [{path, message}]}`, for every failed validation. */
// deno-lint-ignore no-explicit-any
export const invalidInput: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  const issues: Issue[] = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  const first = issues[0];
  throw new HttpError(400, first ? `${first.path ? first.path + ": " : ""}${first.message}` : "Invalid input", issues);
};
