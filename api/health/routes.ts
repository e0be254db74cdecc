import { health } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";

const TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS))),
    ]);
    return "ok";
  } catch (e) {
    return `error: ${e instanceof Error ? e.message : String(e)}`;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = (deps: Deps) =>
  router().openapi(declaredRoutes(deps)(health.routes.check), async (c) => {
    // The load benchmark's ceiling: the same route and middleware without touching the backends.
    if (c.req.valid("query").shallow === "1") return c.json({ status: "ok" as const, db: "not checked", storage: "not checked" }, 200);
    const [db, storage] = await Promise.all([probe(() => deps.sql`select 1`), probe(() => deps.storage.check())]);
    c.header("Cache-Control", "no-store");
    if (db === "ok" && storage === "ok") return c.json({ status: "ok" as const, db, storage }, 200);
    return c.json({ status: "error" as const, db, storage }, 503);
  }).openapi(declaredRoutes(deps)(health.routes.stats), (c) => c.json({ queries: deps.queriesSent() }, 200));
