import { MessageBody, PrivacyNotice, PrivacyNoticeForm } from "@institute/schemas";
import { json, jsonBody, readWhole, resource, route } from "./define.ts";

export const privacy = resource({
  name: "Privacy notice",
  one: "privacy notice",
  description: "What the site stores about visitors and students, and why: rich text the office writes, shown at /privacy.",
}, {
  get: readWhole("public", "/api/privacy", "Read the privacy notice and when it last changed", PrivacyNotice, "The notice"),
  update: route("put", "/api/privacy", "admin", {
    summary: "Save the privacy notice (sanitised rich text)",
    request: { body: jsonBody(PrivacyNoticeForm) },
    responses: { 200: json(MessageBody.extend(PrivacyNotice.shape), "Saved") },
    errors: [400],
  }),
});
