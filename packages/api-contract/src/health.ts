import { z } from "zod";
import { json, resource, route } from "./define.ts";

export const Health = z.object({ status: z.enum(["ok", "error"]), db: z.string(), storage: z.string() });

export const health = resource({ name: "Health", description: "Liveness and readiness of the API and what it depends on." }, {
  check: route("get", "/api/health", "public", {
    summary: "Checks the database and the file storage (`?shallow=1` skips both)",
    request: { query: z.object({ shallow: z.string().optional() }) },
    responses: { 200: json(Health, "Everything answers"), 503: json(Health, "The database or the file storage does not answer") },
  }),
});
