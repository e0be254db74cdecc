import { Hono } from "hono";
import { AdminLogin } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { getAbout } from "../about/queries.ts";
import { requireRole } from "../auth/tokens.ts";
import { noStore } from "../http/no-store.ts";
import { passwordLogin } from "../auth/password-login.ts";
import { validate } from "../http/validate.ts";
import { dashboardStats, findAdminByUsername } from "./queries.ts";

export const adminRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .post("/login", noStore, validate("json", AdminLogin), async (c) => {
      const { username, password } = c.req.valid("json");
      return c.json(
        await passwordLogin(deps, c, { kind: "admin", account: username, password, find: () => findAdminByUsername(deps.sql, username) }),
      );
    })
    .get("/dashboard-stats", admin, async (c) => c.json(await dashboardStats(deps.sql)))
    // The editor's own read: never served from the public cache, so it shows what was just saved.
    .get("/about", admin, async (c) => c.json(await getAbout(deps.sql)));
};
