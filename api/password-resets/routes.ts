import { passwordResets } from "@institute/api-contract";
import { resetPath, staffResetPath } from "@institute/routes";
import type { Context } from "hono";
import {
  RESET_LINK_HOURS,
  RESET_LINK_INVALID,
  RESET_MAIL_HOURS,
  RESET_MAIL_QUIET_MINUTES,
  RESET_MAIL_SENT,
  STAFF_RESET_MAIL_SENT,
} from "@institute/schemas";
import { createHash, randomBytes } from "node:crypto";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { byId } from "../activity/record.ts";
import type { Deps } from "../deps.ts";
import { findStudent } from "../students/queries.ts";
import { transaction } from "../db/transaction.ts";
import { siteOrigin } from "../http/client-address.ts";
import { queueWithSettings } from "../mail/outbox.ts";
import { resetMail } from "../mail/reset-mail.tsx";
import { SEALED } from "../mail/sealed-secret.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { noStore } from "../http/no-store.ts";
import { fieldError } from "../http/validation.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { issueReset, requestReset, type ResetAccount, type ResetOutcome, resetOutcome, useReset } from "./queries.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

const REFUSED: Record<Exclude<ResetOutcome, "done">, string> = {
  unknown: RESET_LINK_INVALID,
  used: "This reset link has already been used. Ask the institute for a new one.",
  expired: "This reset link has expired. Ask the institute for a new one.",
};

/**
 * Reset links: a student or a staff account asks for one by mail (or an admin issues a student's),
 * and it is used once.
 */
export const passwordResetRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const attempts = limitWrites(deps, {
    kind: "password-reset",
    max: deps.config.LIMIT_PASSWORD_RESETS_PER_10_MINUTES,
    windowMinutes: 10,
    keeps: () => true,
  });
  const requests = limitWrites(deps, {
    kind: "reset-mail",
    max: deps.config.LIMIT_RESET_MAILS_PER_10_MINUTES,
    windowMinutes: 10,
    // Every answer is the same 202 whether or not a mail went: each one counts.
  });
  /**
   * Mails a link to the account of `kind` with `email`, when there is one that may log in and none
   * was mailed minutes ago; the link and its mail are kept together or not at all.
   */
  const mailLink = async (c: Context, kind: ResetAccount, email: string, page: (token: string) => string) => {
    const token = randomBytes(32).toString("base64url");
    const link = { url: `${siteOrigin(deps, c)}${page(SEALED)}`, sealedToken: deps.mail.seal(token), hours: RESET_MAIL_HOURS };
    const mailed = await transaction(deps.sql, async (tx) => {
      const account = await requestReset(tx, kind, email, hashOf(token), {
        hours: RESET_MAIL_HOURS,
        quietMinutes: RESET_MAIL_QUIET_MINUTES,
      });
      if (account) await queueWithSettings(tx, (settings) => [resetMail({ ...account, kind }, settings, link)]);
      return account?.id;
    });
    if (mailed) {
      deps.log.info("reset link mailed", { kind, account: mailed });
      void deps.mail.wake();
    }
  };
  /** Sets the new password of the account of `kind` whose link this is: once, within its time. */
  const useLink = async (kind: ResetAccount, { token, newPassword }: { token: string; newPassword: string }) => {
    if (isCommonPassword(newPassword)) throw fieldError("newPassword", TOO_COMMON);
    const refuse = (outcome: Exclude<ResetOutcome, "done">) =>
      new HttpError(400, REFUSED[outcome], [{ path: "token", message: REFUSED[outcome] }]);
    // The link first: hashing is the costly part, and only a usable link's password gets it.
    const usable = await resetOutcome(deps.sql, kind, hashOf(token));
    if (usable !== "done") throw refuse(usable);
    const outcome = await useReset(deps.sql, kind, hashOf(token), await hashPassword(newPassword));
    if (outcome !== "done") throw refuse(outcome);
    deps.log.info("password reset with a link", { kind });
  };
  const CHANGED = "Your password has been changed. You can log in now.";
  return router()
    .openapi(route(passwordResets.routes.request, { use: [requests] }), async (c) => {
      await mailLink(c, "student", c.req.valid("json").email, resetPath);
      return c.json({ message: RESET_MAIL_SENT }, 202);
    })
    .openapi(route(passwordResets.routes.requestStaff, { use: [requests] }), async (c) => {
      await mailLink(c, "admin", c.req.valid("json").email, staffResetPath);
      return c.json({ message: STAFF_RESET_MAIL_SENT }, 202);
    })
    // The log names the student the link is for.
    .openapi(route(passwordResets.routes.issue, { use: [noStore], previous: byId((id) => findStudent(deps.sql, id)) }), async (c) => {
      const token = randomBytes(32).toString("base64url");
      const expires = await issueReset(deps.sql, c.req.valid("param").id, c.var.user.id, hashOf(token), RESET_LINK_HOURS);
      if (!expires) throw new HttpError(404, "Student not found");
      return c.json({ message: "Reset link created", token, expires_at: expires.toISOString() }, 201);
    })
    .openapi(route(passwordResets.routes.use, { use: [attempts] }), async (c) => {
      await useLink("student", c.req.valid("json"));
      return c.json({ message: CHANGED }, 200);
    })
    .openapi(route(passwordResets.routes.useStaff, { use: [attempts] }), async (c) => {
      await useLink("admin", c.req.valid("json"));
      return c.json({ message: CHANGED }, 200);
    });
};
