import { admin, staff } from "@institute/api-contract";
import { byId } from "../activity/record.ts";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { confirmCurrentPassword } from "../auth/password-change.ts";
import { accountGone } from "../auth/tokens.ts";
import { noStore } from "../http/no-store.ts";
import { violates } from "../db/db-errors.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import { EMAIL_TAKEN, findStaff, insertStaff, listStaff, setStaffEmail, setStaffEnabled, USERNAME_TAKEN } from "./queries.ts";

const TAKEN = "This username is already taken";
/** Unique among the staff: a reset link by mail must name one account. */
export const STAFF_EMAIL_TAKEN = "Another staff account uses this email";
const emailTaken = () => new HttpError(409, STAFF_EMAIL_TAKEN, [{ path: "email", message: STAFF_EMAIL_TAKEN }]);

/** The admin accounts: listed, added, disabled and enabled again by any admin; each admin's own email. */
export const staffRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(staff.routes.list), async (c) => c.json(await listStaff(deps.sql), 200))
    .openapi(route(staff.routes.add), async (c) => {
      const { password, ...account } = c.req.valid("json");
      if (isCommonPassword(password)) throw fieldError("password", TOO_COMMON);
      const admin = await insertStaff(deps.sql, account, await hashPassword(password)).catch((e) => {
        if (violates(e, USERNAME_TAKEN)) throw new HttpError(409, TAKEN, [{ path: "username", message: TAKEN }]);
        throw violates(e, EMAIL_TAKEN) ? emailTaken() : e;
      });
      return c.json({ message: "Admin added", admin }, 201);
    })
    .openapi(route(staff.routes.setEnabled, { previous: byId((id) => findStaff(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      const { enabled } = c.req.valid("json");
      if (!enabled && id === c.var.user.id) throw new HttpError(409, "You cannot disable your own account");
      const result = await setStaffEnabled(deps.sql, id, enabled);
      if (result.outcome === "missing") throw new HttpError(404, "Admin not found");
      if (result.outcome === "last") throw new HttpError(409, "The last enabled admin cannot be disabled");
      return c.json({ message: enabled ? "Admin enabled" : "Admin disabled", admin: result.admin }, 200);
    })
    .openapi(route(admin.routes.changeEmail, { use: [noStore] }), async (c) => {
      const { email, currentPassword } = c.req.valid("json");
      await confirmCurrentPassword(deps, c, c.var.user, currentPassword);
      const saved = await setStaffEmail(deps.sql, c.var.user.id, email).catch((e) => {
        throw violates(e, EMAIL_TAKEN) ? emailTaken() : e;
      });
      if (saved === undefined) throw accountGone();
      return c.json({ message: "Email saved", email: saved }, 200);
    });
};
