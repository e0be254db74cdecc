import { z } from "zod";
import { file, readWhole, resource, route } from "./define.ts";

export const documentation = resource({ name: "Documentation", description: "This document." }, {
  openapi: readWhole(
    "public",
    "/api/openapi.json",
    "The OpenAPI 3.1 document of this API",
    z.object({ openapi: z.string() }).loose(),
    "OpenAPI document",
  ),
  page: route("get", "/api/docs", "public", {
    summary: "A readable page listing every route",
    responses: { 200: file("text/html", "HTML page") },
  }),
});
