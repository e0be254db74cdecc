import { admin } from "@institute/api-contract";
import { getAbout } from "../about/queries.ts";
import { changePassword } from "../auth/password-change.ts";
import { passwordLogin } from "../auth/password-login.ts";
import { logOut } from "../auth/log-out.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { noStore } from "../http/no-store.ts";
import { forgetGeneratedPassword } from "./bootstrap.ts";
import { dashboardStats, findAdminByUsername } from "./queries.ts";

export const adminRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(admin.routes.login, { use: [noStore] }), async (c) => {
      const { username, password } = c.req.valid("json");
      const answer = await passwordLogin(deps, c, {
        kind: "admin",
        account: username,
        password,
        find: () => findAdminByUsername(deps.sql, username),
      });
      return c.json(answer, 200);
    })
    .openapi(route(admin.routes.logout), logOut(deps.sql))
    .openapi(route(admin.routes.changePassword, { use: [noStore] }), async (c) => {
      const token = await changePassword(deps, c, c.var.user, c.req.valid("json"));
      await forgetGeneratedPassword(deps.config, deps.log);
      return c.json({ message: "Password changed", token }, 200);
    })
    .openapi(route(admin.routes.stats), async (c) => c.json(await dashboardStats(deps.sql, c.var.user.id), 200))
    // The editor's own read: never served from the public cache, so it shows what was just saved.
    .openapi(route(admin.routes.about), async (c) => c.json(await getAbout(deps.sql), 200));
};
