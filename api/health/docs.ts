import { z } from "zod";
import type { ResourceDocs } from "../openapi/registry.ts";

const Health = z.object({ status: z.enum(["ok", "error"]), db: z.string(), storage: z.string() });

export const healthDocs: ResourceDocs = {
  tag: "Health",
  description: "Liveness and readiness of the API and what it depends on.",
  routes: [
    {
      method: "get",
      path: "/api/health",
      summary: "Checks the database and the file storage (`?shallow=1` skips both)",
      auth: "public",
      query: z.object({ shallow: z.literal("1").optional() }),
      responses: { 200: { description: "Everything answers", schema: Health } },
      errors: [503],
    },
  ],
};
