import { staff } from "@institute/api-contract";
import { byId } from "../activity/record.ts";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { violates } from "../db/db-errors.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import { findStaff, insertStaff, listStaff, setStaffEnabled, USERNAME_TAKEN } from "./queries.ts";

const TAKEN = "This username is already taken";

/** The admin accounts: listed, added, disabled and enabled again by any admin. */
export const staffRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(staff.routes.list), async (c) => c.json(await listStaff(deps.sql), 200))
    .openapi(route(staff.routes.add), async (c) => {
      const { password, ...account } = c.req.valid("json");
      if (isCommonPassword(password)) throw fieldError("password", TOO_COMMON);
      const admin = await insertStaff(deps.sql, account, await hashPassword(password)).catch((e) => {
        throw violates(e, USERNAME_TAKEN) ? new HttpError(409, TAKEN, [{ path: "username", message: TAKEN }]) : e;
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
    });
};
