import { z } from "zod";
import { ADMIN_PASSWORD_MIN, requiredText, Timestamp } from "./common.ts";
import { newPassword, typedPassword } from "./passwords.ts";
import { emailAddress } from "./students.ts";

/** An email, or "" for none. */
const optionalEmail = z.union([z.literal(""), emailAddress("Invalid email")], { error: "Invalid email" });

/** An admin account. */
export const StaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** Where the account's "Forgot password?" link goes; "" when none is set. */
  email: z.string(),
  /** A disabled admin cannot log in, and every token it held was refused when it was disabled. */
  enabled: z.boolean(),
  created_at: Timestamp,
});
export type StaffMember = z.infer<typeof StaffMember>;
export const NewStaffMember = z.object({
  username: requiredText(100, "Username is required").regex(/^[A-Za-z0-9._@-]+$/, "Username may hold letters, digits and . _ @ - only"),
  name: requiredText(100, "Name is required"),
  /** Optional: the account's own reset link by mail goes there (its holder can set it later). */
  email: optionalEmail.default(""),
  password: newPassword(ADMIN_PASSWORD_MIN),
});
/** An admin's own email, for its reset link by mail: changed only with the account's password ("" removes it). */
export const StaffEmail = z.object({ email: optionalEmail, currentPassword: typedPassword("Current password is required") });
export const StaffEnabled = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });
