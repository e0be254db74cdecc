import { MessageBody, SiteSettings } from "@institute/schemas";
import { json, jsonBody, resource } from "./define.ts";

export const settings = resource({
  name: "Settings",
  description: "The institute's public details: name, description, phone, WhatsApp, email, address, map link, opening hours, social links.",
}, {
  get: {
    method: "get",
    path: "/api/settings",
    summary: "Read the institute's public details",
    access: "public",
    responses: { 200: json(SiteSettings, "The details") },
  },
  update: {
    method: "put",
    path: "/api/settings",
    summary: "Save the institute's public details (every field; empty ones are not shown)",
    access: "admin",
    request: { body: jsonBody(SiteSettings) },
    responses: { 200: json(MessageBody.extend({ settings: SiteSettings }), "Saved") },
    errors: [400],
  },
});
