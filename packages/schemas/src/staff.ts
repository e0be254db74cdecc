import { z } from "zod";
import { ADMIN_PASSWORD_MIN, requiredText, Timestamp } from "./common.ts";
import { newPassword } from "./passwords.ts";

/** An admin account. */
export const StaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** A disabled admin cannot log in, and every token it held was refused when it was disabled. */
  enabled: z.boolean(),
  created_at: Timestamp,
});
export type StaffMember = z.infer<typeof StaffMember>;
export const NewStaffMember = z.object({
  username: requiredText(100, "Username is required").regex(/^[A-Za-z0-9._@-]+$/, "Username may hold letters, digits and . _ @ - only"),
  name: requiredText(100, "Name is required"),
  password: newPassword(ADMIN_PASSWORD_MIN),
});
export const StaffEnabled = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });
