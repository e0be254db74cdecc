import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { HttpError } from "./errors.ts";

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * zValidator with the project's 400 shape: `{error, issues: [{path, message}]}`.
 * Every route validates through this so clients see one error format. A form route
 * refuses a body that is not a form (415): read as an empty form it would pass every
 * field that has a default, and save blanks over real content.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (target === "form" && !FORM_TYPES.test(c.req.header("Content-Type") ?? "")) {
      throw new HttpError(415, "Send this form as multipart/form-data");
    }
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
      const first = issues[0];
      throw new HttpError(400, first ? `${first.path ? first.path + ": " : ""}${first.message}` : "Invalid input", issues);
    }
  });
