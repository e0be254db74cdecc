import { z } from "zod";

export const PASSWORDS_DIFFER = "The new passwords do not match";

/** A form's schema with the new password typed twice: a mistyped password is caught before it is sent. */
export const withConfirmation = <Shape extends z.ZodRawShape & { newPassword: z.ZodType<string> }>(schema: z.ZodObject<Shape>) =>
  // The shape is generic, so TypeScript cannot see the two fields every such shape has.
  z.object({ ...schema.shape, confirmPassword: z.string() }).refine((v) => {
    const typed = v as { newPassword: string; confirmPassword: string };
    return typed.newPassword === typed.confirmPassword;
  }, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
  });
