import { z } from "zod";
import { json, resource, route } from "./define.ts";

export const Health = z.object({ status: z.enum(["ok", "error"]), db: z.string(), storage: z.string() });

/** What this server process has done since it started (an operator's and the bench's view). */
export const ProcessStats = z.object({
  /** Statements written to the database, a fragment nested in one included: an upper bound. */
  queries: z.number().int().nonnegative(),
});

export const health = resource({ name: "Health", description: "Liveness and readiness of the API and what it depends on." }, {
  check: route("get", "/api/health", "public", {
    summary: "Checks the database and the file storage (`?shallow=1` skips both)",
    request: { query: z.object({ shallow: z.string().optional() }) },
    responses: { 200: json(Health, "Everything answers"), 503: json(Health, "The database or the file storage does not answer") },
  }),
  stats: route("get", "/api/health/stats", "admin", {
    summary: "What this server process has done since it started: the database statements it wrote",
    responses: { 200: json(ProcessStats, "This process's counts (each replica answers its own)") },
  }),
});
