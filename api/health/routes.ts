import { Hono } from "hono";
import type { Deps } from "../deps.ts";

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

export const healthRoutes = ({ sql, storage }: Deps) =>
  new Hono().get("/", async (c) => {
    // The load benchmark's ceiling: the same route and middleware without touching the backends.
    if (c.req.query("shallow") === "1") return c.json({ status: "ok" });
    const [db, store] = await Promise.all([probe(() => sql`select 1`), probe(() => storage.check())]);
    const ok = db === "ok" && store === "ok";
    c.header("Cache-Control", "no-store");
    return c.json({ status: ok ? "ok" : "error", db, storage: store }, ok ? 200 : 503);
  });
