import { MessageBody, MessageRetention, SiteSettings } from "@institute/schemas";
import { json, jsonBody, readWhole, resource, route, saveWhole } from "./define.ts";

export const settings = resource({
  name: "Settings",
  one: "settings",
  description: "The institute's public details: name, description, phone, WhatsApp, email, address, map link, opening hours, social links.",
}, {
  get: readWhole("public", "/api/settings", "Read the institute's public details", SiteSettings, "The details"),
  update: route("put", "/api/settings", "admin", {
    summary: "Save the institute's public details (every field; empty ones are not shown)",
    request: { body: jsonBody(SiteSettings) },
    responses: { 200: json(MessageBody.extend({ settings: SiteSettings }), "Saved") },
    errors: [400],
  }),
  retention: readWhole(
    "admin",
    "/api/admin/message-retention",
    "How long inquiries and contact messages are kept, in months (0: all of them)",
    MessageRetention,
    "Months",
  ),
  saveRetention: saveWhole(
    "/api/admin/message-retention",
    "Set how long inquiries and contact messages are kept: 6 to 120 months, or 0 to keep them all. The scheduled sweep removes older ones, with their notes",
    MessageRetention,
  ),
});
