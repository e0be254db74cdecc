import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { HttpError } from "./errors.ts";

/**
 * zValidator with the project's 400 shape: `{error, issues: [{path, message}]}`.
 * Every route validates through this so clients see one error format.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
      const first = issues[0];
      throw new HttpError(400, first ? `${first.path ? first.path + ": " : ""}${first.message}` : "Invalid input", issues);
    }
  });
