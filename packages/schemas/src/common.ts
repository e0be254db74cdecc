import { z } from "zod";

/** Path ids: positive integers; anything else is a 400, never a database error. */
export const Id = z.coerce.number({ error: "must be a positive whole number" }).int("must be a positive whole number").positive(
  "must be a positive whole number",
).max(2_147_483_647, "is too large");
export const IdParam = z.object({ id: Id });

/** Trimmed text with an upper bound, so no field can carry megabytes. */
export const text = (max: number, message = `must be at most ${max} characters`) => z.string().trim().max(max, message);
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().max(max, `must be at most ${max} characters`).min(1, required);

export const MOBILE = /^\d{10}$/;
export const PASSWORD_MIN = 6;
// bcrypt reads 72 bytes; a longer password would be silently cut.
export const PASSWORD_MAX = 72;

export const ErrorBody = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });

export const LoginAnswer = z.object({ token: z.string(), name: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const Timestamp = z.string().describe("ISO 8601 date-time");

/** The upload folders of the spec; images and files are read back from /api/uploads/{folder}/{name}. */
export const FOLDERS = ["sliders", "aboutus", "courses", "gallery", "testimonials", "students", "home", "files"] as const;
export type Folder = (typeof FOLDERS)[number];
