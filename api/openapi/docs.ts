import { z } from "zod";
import type { ResourceDocs } from "./registry.ts";

export const openApiDocs: ResourceDocs = {
  tag: "Documentation",
  description: "This document.",
  routes: [
    {
      method: "get",
      path: "/api/openapi.json",
      summary: "The OpenAPI 3.1 document of this API",
      auth: "public",
      responses: { 200: { description: "OpenAPI document", schema: z.object({ openapi: z.string() }).loose() } },
    },
    {
      method: "get",
      path: "/api/docs",
      summary: "A readable page listing every route",
      auth: "public",
      responses: { 200: { description: "HTML page", contentType: "text/html" } },
    },
  ],
};
