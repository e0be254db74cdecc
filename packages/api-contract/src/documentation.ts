import { z } from "zod";
import { file, json, resource } from "./define.ts";

export const documentation = resource({ name: "Documentation", description: "This document." }, {
  openapi: {
    method: "get",
    path: "/api/openapi.json",
    summary: "The OpenAPI 3.1 document of this API",
    access: "public",
    responses: { 200: json(z.object({ openapi: z.string() }).loose(), "OpenAPI document") },
  },
  page: {
    method: "get",
    path: "/api/docs",
    summary: "A readable page listing every route",
    access: "public",
    responses: { 200: file("text/html", "HTML page") },
  },
});
