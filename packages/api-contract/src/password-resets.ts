import { IdParam, MessageBody, PasswordReset, RESET_LINK_HOURS, ResetLink } from "@institute/schemas";
import { json, jsonBody, resource, route } from "./define.ts";

export const passwordResets = resource({
  name: "Password resets",
  description:
    `A student who forgot the password asks the institute: an admin issues a one-time link (valid ${RESET_LINK_HOURS} hours; no mail server is assumed, the admin passes it on), and the student sets a new password with it. Using it ends every session the student had.`,
}, {
  issue: route("post", "/api/students/{id}/reset-link", "admin", {
    summary: `Issue a reset link for a student, valid ${RESET_LINK_HOURS} hours; an earlier unused link of the student stops working`,
    request: { params: IdParam },
    responses: { 201: json(ResetLink, "The link's token and expiry") },
    errors: [404],
  }),
  use: route("post", "/api/students/reset-password", "public", {
    summary:
      "Set a new password with a reset link's token: once, within its time; every token the student held is refused from then on. 400 for an unknown, used or expired link",
    request: { body: jsonBody(PasswordReset) },
    responses: { 200: json(MessageBody, "Changed") },
    errors: [400],
  }),
});
