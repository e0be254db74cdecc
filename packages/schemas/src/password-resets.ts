import { z } from "zod";
import { MessageBody, PASSWORD_MIN, Timestamp } from "./common.ts";
import { newPassword } from "./passwords.ts";

/** How long an admin's reset link for a student works. */
export const RESET_LINK_HOURS = 24;
export const RESET_LINK_INVALID = "This reset link is not valid. Ask the institute for a new one.";
/** What the admin passes on: the token of the link (the console builds the link) and when it stops working. */
export const ResetLink = MessageBody.extend({ token: z.string(), expires_at: Timestamp });
export type ResetLink = z.infer<typeof ResetLink>;
/** The student's new password, with the token from the link (32 random bytes, base64url). */
export const PasswordReset = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  newPassword: newPassword(PASSWORD_MIN),
});
