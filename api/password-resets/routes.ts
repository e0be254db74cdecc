import { passwordResets } from "@institute/api-contract";
import { RESET_LINK_HOURS, RESET_LINK_INVALID } from "@institute/schemas";
import { createHash, randomBytes } from "node:crypto";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { noStore } from "../http/no-store.ts";
import { fieldError } from "../http/validation.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { issueReset, type ResetOutcome, resetOutcome, useReset } from "./queries.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

const REFUSED: Record<Exclude<ResetOutcome, "done">, string> = {
  unknown: RESET_LINK_INVALID,
  used: "This reset link has already been used. Ask the institute for a new one.",
  expired: "This reset link has expired. Ask the institute for a new one.",
};

/** Reset links for students' passwords: an admin issues one, the student uses it once. */
export const passwordResetRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const attempts = limitWrites(deps, {
    kind: "password-reset",
    max: deps.config.LIMIT_PASSWORD_RESETS_PER_10_MINUTES,
    windowMinutes: 10,
    keeps: () => true,
  });
  return router()
    .openapi(route(passwordResets.routes.issue, { use: [noStore] }), async (c) => {
      const token = randomBytes(32).toString("base64url");
      const expires = await issueReset(deps.sql, c.req.valid("param").id, c.var.user.id, hashOf(token), RESET_LINK_HOURS);
      if (!expires) throw new HttpError(404, "Student not found");
      return c.json({ message: "Reset link created", token, expires_at: expires.toISOString() }, 201);
    })
    .openapi(route(passwordResets.routes.use, { use: [attempts] }), async (c) => {
      const { token, newPassword } = c.req.valid("json");
      if (isCommonPassword(newPassword)) throw fieldError("newPassword", TOO_COMMON);
      const refuse = (outcome: Exclude<ResetOutcome, "done">) =>
        new HttpError(400, REFUSED[outcome], [{ path: "token", message: REFUSED[outcome] }]);
      // The link first: hashing is the costly part, and only a usable link's password gets it.
      const usable = await resetOutcome(deps.sql, hashOf(token));
      if (usable !== "done") throw refuse(usable);
      const outcome = await useReset(deps.sql, hashOf(token), await hashPassword(newPassword));
      if (outcome !== "done") throw refuse(outcome);
      deps.log.info("student password reset with a link");
      return c.json({ message: "Your password has been changed. You can log in now." }, 200);
    });
};
