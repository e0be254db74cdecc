import { z } from "zod";
import { ADMIN_PASSWORD_MIN, MessageBody, PASSWORD_MAX_BYTES, PASSWORD_MIN, utf8Length } from "./common.ts";

/** A password someone chooses; bcrypt reads 72 bytes, so that is the limit, not 72 characters. */
export const newPassword = (min: number) =>
  z.string({ error: `Password must be at least ${min} characters` }).min(min, `Password must be at least ${min} characters`).refine(
    (p) => utf8Length(p) <= PASSWORD_MAX_BYTES,
    "Password must be at most 72 bytes (fewer characters with accents or symbols)",
  );

/** A password as typed to log in or to prove who is at the keyboard: checked against the hash, not against rules. */
export const typedPassword = (required: string) => z.string({ error: required }).min(1, required).max(200, "Password is too long");

/** A password change: the current password proves it is the account's holder at the keyboard. */
const passwordChange = (min: number) =>
  z.object({ currentPassword: typedPassword("Current password is required"), newPassword: newPassword(min) });
export const StudentPasswordChange = passwordChange(PASSWORD_MIN);
// The account that can change everything: longer than a student's.
export const AdminPasswordChange = passwordChange(ADMIN_PASSWORD_MIN);

export const PasswordChanged = MessageBody.extend({
  /** A new token for this session: the change refused every token the account had. */
  token: z.string(),
});
