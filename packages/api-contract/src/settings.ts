import { MessageBody, MessageRetention, SiteSettings } from "@institute/schemas";
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
  retention: route("get", "/api/admin/message-retention", "admin", {
    summary: "How long inquiries and contact messages are kept, in months (0: all of them)",
    responses: { 200: json(MessageRetention, "Months") },
  }),
  saveRetention: route("put", "/api/admin/message-retention", "admin", {
    summary:
      "Set how long inquiries and contact messages are kept: 6 to 120 months, or 0 to keep them all. The scheduled sweep removes older ones, with their notes",
    request: { body: jsonBody(MessageRetention) },
    responses: { 200: json(MessageBody.extend(MessageRetention.shape), "Saved") },
    errors: [400],
  }),
});
