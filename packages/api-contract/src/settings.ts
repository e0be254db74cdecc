import { MessageBody, SiteSettings } from "@institute/schemas";
import { json, jsonBody, resource, route } from "./define.ts";

export const settings = resource({
  name: "Settings",
  one: "settings",
  description: "The institute's public details: name, description, phone, WhatsApp, email, address, map link, opening hours, social links.",
}, {
  get: route("get", "/api/settings", "public", {
    summary: "Read the institute's public details",
    responses: { 200: json(SiteSettings, "The details") },
  }),
  update: route("put", "/api/settings", "admin", {
    summary: "Save the institute's public details (every field; empty ones are not shown)",
    request: { body: jsonBody(SiteSettings) },
    responses: { 200: json(MessageBody.extend({ settings: SiteSettings }), "Saved") },
    errors: [400],
  }),
});
