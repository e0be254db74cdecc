import { z } from "zod";
import { ADMIN_PASSWORD_MIN, MessageBody, PASSWORD_MIN, Timestamp } from "./common.ts";
import { newPassword } from "./passwords.ts";
import { emailAddress } from "./students.ts";

/** How long an admin's reset link for a student works. */
export const RESET_LINK_HOURS = 24;
/** How long a link the student asked for by mail works: a mailbox is easier to reach than a hand. */
export const RESET_MAIL_HOURS = 1;
/** A student asking again within this gets no second mail: the first is on its way. */
export const RESET_MAIL_QUIET_MINUTES = 2;
export const RESET_LINK_INVALID = "This reset link is not valid. Ask the institute for a new one.";
/** What the admin passes on: the token of the link (the console builds the link) and when it stops working. */
export const ResetLink = MessageBody.extend({ token: z.string(), expires_at: Timestamp });
export type ResetLink = z.infer<typeof ResetLink>;
/** The student's new password, with the token from the link (32 random bytes, base64url). */
export const PasswordReset = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  newPassword: newPassword(PASSWORD_MIN),
});

/** "Forgot password?": the email a student registered with, to mail a reset link to. */
export const ForgotPassword = z.object({ email: emailAddress("Invalid email") });
export type ForgotPassword = z.infer<typeof ForgotPassword>;
const resetMailSent = (account: string) =>
  `If ${account} uses that email, a link to set a new password is on its way to it. It works for ${RESET_MAIL_HOURS} hour.`;
/** The answer whether or not the address is a student's: the form must not tell who studies here. */
export const RESET_MAIL_SENT = resetMailSent("a student account");
/** The console's: whether or not the address is a staff account's. */
export const STAFF_RESET_MAIL_SENT = resetMailSent("a staff account");
/** A staff account's new password (the console's rules), with the token from its mailed link. */
export const StaffPasswordReset = PasswordReset.extend({ newPassword: newPassword(ADMIN_PASSWORD_MIN) });
