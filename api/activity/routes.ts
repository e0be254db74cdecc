import { activity } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { withTotal } from "../http/list-total.ts";
import { listActivity } from "./queries.ts";

/** The activity log, read-only: entries are written by the routes they record, and removed only by age. */
export const activityRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router().openapi(
    route(activity.routes.list),
    async (c) => c.json(withTotal(c, await listActivity(deps.sql, c.req.valid("query"))), 200),
  );
};
