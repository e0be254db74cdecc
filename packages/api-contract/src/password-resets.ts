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
import type { z } from "zod";
import { json, jsonBody, resource, route } from "./define.ts";

/** "Forgot password?" for one kind of account: the same 202 whoever asks, limited per address. */
const mailLink = <const P extends `/api/${string}`>(path: P, who: string) =>
  route("post", path, "public", {
    summary:
      `Mail a reset link to the ${who} with this email. The same 202 whether or not there is one (the answer must not tell who has an account); one asking again within ${RESET_MAIL_QUIET_MINUTES} minutes gets no second mail. Limited per address like the public forms`,
    request: { body: jsonBody(ForgotPassword) },
    responses: { 202: json(MessageBody, `Accepted: mailed if the address is a ${who}'s`) },
    errors: [400, 429],
  });

/** A new password with a link's token, under the account kind's rules: once, within its time. */
const useLink = <const P extends `/api/${string}`, S extends z.ZodType>(
  path: P,
  who: string,
  body: S,
) =>
  route("post", path, "public", {
    summary:
      `Set a ${who}'s new password with a reset link's token: once, within its time; every token the account held is refused from then on. 400 for an unknown, used or expired link, or another kind of account's`,
    request: { body: jsonBody(body) },
    responses: { 200: json(MessageBody, "Changed") },
    errors: [400],
  });

export const passwordResets = resource({
  name: "Password resets",
  one: "student",
  description:
    `A student or a staff account that forgot the password asks for a one-time link by mail (valid ${RESET_MAIL_HOURS} hour); a student may also ask the institute: an admin issues one (valid ${RESET_LINK_HOURS} hours) and passes it on. Setting a new password with it ends every session the account had.`,
}, {
  issue: route("post", "/api/students/{id}/reset-link", "admin", {
    summary: `Issue a reset link for a student, valid ${RESET_LINK_HOURS} hours; an earlier unused link of the student stops working`,
    request: { params: IdParam },
    responses: { 201: json(ResetLink, "The link's token and expiry") },
    errors: [404],
  }),
  request: mailLink("/api/students/forgot-password", "student account"),
  use: useLink("/api/students/reset-password", "student", PasswordReset),
  requestStaff: mailLink("/api/admin/forgot-password", "enabled staff account"),
  useStaff: useLink("/api/admin/reset-password", "staff account (the console's password rules)", StaffPasswordReset),
});
