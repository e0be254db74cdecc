import { visits } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { takeWrite } from "../write-limits/write-limits.ts";
import { addVisitor, touchVisitor } from "./queries.ts";

export const visitRoutes = (deps: Deps) =>
  router().openapi(declaredRoutes(deps)(visits.routes.record), async (c) => {
    const { visitorId } = c.req.valid("json");
    // Invented ids would raise Total Visitors at will: past the limit, new ones from this
    // address are not counted, and the answer does not tell (a beacon has no one to tell).
    const limit = { kind: "visitor", max: deps.config.LIMIT_NEW_VISITORS_PER_HOUR, windowMinutes: 60 };
    if (!(await touchVisitor(deps.sql, visitorId)) && (await takeWrite(deps, c, limit))) await addVisitor(deps.sql, visitorId);
    return c.json({ message: "Visit recorded" }, 200);
  });
