import { clientErrors } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { clientErrorSummary, insertClientError } from "./queries.ts";

/** Remotes' failures as visitors' browsers report them, and their summary for the console. */
export const clientErrorRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const limit = limitWrites(deps, { kind: "client-error", max: deps.config.LIMIT_CLIENT_ERRORS_PER_10_MINUTES, windowMinutes: 10 });
  return router()
    .openapi(route(clientErrors.routes.report, { use: [limit] }), async (c) => {
      const report = c.req.valid("json");
      await insertClientError(deps.sql, { ...report, user_agent: (c.req.header("User-Agent") ?? "").slice(0, 300) });
      deps.log.warn("a remote failed in a browser", { remote: report.remote, build: report.build, route: report.route, kind: report.kind });
      return c.json({ message: "Recorded" }, 202);
    })
    .openapi(route(clientErrors.routes.summary), async (c) => c.json(await clientErrorSummary(deps.sql), 200));
};
