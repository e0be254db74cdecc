import {
  ForgotPassword,
  IdParam,
  MessageBody,
  PasswordReset,
  RESET_LINK_HOURS,
  RESET_MAIL_HOURS,
  RESET_MAIL_QUIET_MINUTES,
  ResetLink,
  StaffPasswordReset,
} from "@institute/schemas";
import { json, jsonBody, resource, route } from "./define.ts";

export const passwordResets = resource({
  name: "Password resets",
  description:
    `A student who forgot the password asks for a one-time link by mail (valid ${RESET_MAIL_HOURS} hour), or asks the institute: an admin issues one (valid ${RESET_LINK_HOURS} hours) and passes it on. The student sets a new password with it; using it ends every session the student had.`,
}, {
  issue: route("post", "/api/students/{id}/reset-link", "admin", {
    summary: `Issue a reset link for a student, valid ${RESET_LINK_HOURS} hours; an earlier unused link of the student stops working`,
    request: { params: IdParam },
    responses: { 201: json(ResetLink, "The link's token and expiry") },
    errors: [404],
  }),
  request: route("post", "/api/students/forgot-password", "public", {
    summary:
      `Mail a reset link to the student registered with this email. The same 202 whether or not one is (the answer must not tell who studies here); a student who asked within ${RESET_MAIL_QUIET_MINUTES} minutes gets no second mail. Limited per address like the public forms`,
    request: { body: jsonBody(ForgotPassword) },
    responses: { 202: json(MessageBody, "Accepted: mailed if the address is a student's") },
    errors: [400, 429],
  }),
  use: route("post", "/api/students/reset-password", "public", {
    summary:
      "Set a new password with a reset link's token: once, within its time; every token the student held is refused from then on. 400 for an unknown, used or expired link",
    request: { body: jsonBody(PasswordReset) },
    responses: { 200: json(MessageBody, "Changed") },
    errors: [400],
  }),
  requestStaff: route("post", "/api/admin/forgot-password", "public", {
    summary:
      `Mail a reset link to the enabled staff account with this email, as for students: the same 202 whether or not one has it, one mail per ${RESET_MAIL_QUIET_MINUTES} minutes per account, limited per address`,
    request: { body: jsonBody(ForgotPassword) },
    responses: { 202: json(MessageBody, "Accepted: mailed if the address is an enabled staff account's") },
    errors: [400, 429],
  }),
  useStaff: route("post", "/api/admin/reset-password", "public", {
    summary:
      "Set a staff account's new password (the console's rules) with its mailed link's token: once, within its time; every token the account held is refused from then on. 400 for an unknown, used or expired link",
    request: { body: jsonBody(StaffPasswordReset) },
    responses: { 200: json(MessageBody, "Changed") },
    errors: [400],
  }),
});
