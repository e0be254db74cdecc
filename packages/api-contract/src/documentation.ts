import { z } from "zod";
import { file, json, resource, route } from "./define.ts";

export const documentation = resource({ name: "Documentation", description: "This document." }, {
  openapi: route("get", "/api/openapi.json", "public", {
    summary: "The OpenAPI 3.1 document of this API",
    responses: { 200: json(z.object({ openapi: z.string() }).loose(), "OpenAPI document") },
  }),
  page: route("get", "/api/docs", "public", {
    summary: "A readable page listing every route",
    responses: { 200: file("text/html", "HTML page") },
  }),
});
