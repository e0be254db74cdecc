import type { Context } from "hono";
import type { Sql } from "../db/database.ts";
import { revokeTokens } from "./accounts.ts";
import type { AuthUser } from "./tokens.ts";

/** The logout of either role: every token of the caller's account, on every device, is refused from now on. */
export const logOut = (sql: Sql) => async (c: Context<{ Variables: { user: AuthUser } }>) => {
  await revokeTokens(sql, c.var.user.role, c.var.user.id);
  return c.body(null, 204);
};
