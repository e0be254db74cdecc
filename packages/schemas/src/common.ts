import { z } from "zod";
import { ID_DIGITS, INT4_MAX } from "./row-id.ts";

export { INT4_MAX };

// The pages' CSP allows no eval: zod's probe for it (to compile fast parsers) would be reported as
// a violation on every page with a form. The server keeps the compiled parsers.
if ("document" in globalThis) z.config({ jitless: true });

/** Values as a sentence names its choices: "a, b or c". */
export const orList = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}` : values.join("");

/**
 * A row id as a client sends it (a path segment, a form field, a JSON number): plain decimal
 * digits within the column's range. " 1", "1.0", "1e3" or "0x1F" are refused rather than read
 * as some other row's id, and 2147483648 is a 400, never a database error.
 */
export const rowId = (invalid: string, tooLarge = invalid) =>
  z.coerce.string({ error: invalid }).regex(ID_DIGITS, invalid).transform(Number).pipe(z.number().max(INT4_MAX, tooLarge));
/** Path ids. */
export const Id = rowId("must be a positive whole number", "is too large");
export const IdParam = z.object({ id: Id });

/** Trimmed text with an upper bound, so no field can carry megabytes. */
export const text = (max: number, message = `must be at most ${max} characters`) => z.string().trim().max(max, message);
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().max(max, `must be at most ${max} characters`).min(1, required);

export const MOBILE = /^\d{10}$/;
/** A mobile number's length: the spec's rule is exactly 10 digits, and its forms block an 11th. */
export const MOBILE_LENGTH = 10;

/**
 * A mobile number as people write it, reduced to its 10 national digits: spaces, dashes, dots and
 * brackets go, and so does a leading +91 (or 91 before ten more digits) or 0. A "+" or "+9" alone is
 * kept, as someone typing "+91" has not finished it. The server and every form use this one rule.
 */
export function normalizeMobile(value: string): string {
  if (/^\s*\+\s*9?\s*$/.test(value)) return value.trim();
  const digits = value.trim().replace(/^\+\s*9\s*1/, "").replace(/\D/g, "").replace(/^0+/, "");
  return digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
}

/** The longest a mobile number may be as written ("+91 98765 43210" and some room): its input's and its field's bound. */
export const MOBILE_WRITTEN_MAX = 20;

/** A mobile input's value as typed or pasted: normalised, and no digit past the tenth. */
export const typedMobile = (value: string) => normalizeMobile(value).slice(0, MOBILE_LENGTH);

/** A mobile number field: whatever way it is written, it must come to the spec's 10 digits. */
export const mobileNumber = (base: z.ZodString, invalid: string) => base.transform(normalizeMobile).pipe(z.string().regex(MOBILE, invalid));
export const PASSWORD_MIN = 6;
/** Admin passwords (ADMIN_PASSWORD and every change) are longer than a student's. */
export const ADMIN_PASSWORD_MIN = 12;
// bcrypt reads 72 bytes (not characters): a longer password would be silently cut, and two
// passwords alike in their first 72 bytes would both log in.
export const PASSWORD_MAX_BYTES = 72;
export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const ErrorBody = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });

export const LoginAnswer = z.object({ token: z.string(), name: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const Timestamp = z.string().describe("ISO 8601 date-time");

/** Stored file name of an upload (read back from /api/uploads/{folder}/{name}), or null. */
export const ImageName = z.string().nullable();

/** A textarea's list, one item per line (blank lines left out), checked as the list `schema`. */
export const lineList = <S extends z.ZodType<unknown, string[]>>(schema: S) =>
  z.string().transform((lines) => lines.split("\n").map((line) => line.trim()).filter(Boolean)).pipe(schema);

/**
 * True when two shapes name the same fields: `true satisfies SameFields<A, B>` turns a field
 * declared in one and forgotten in the other into a type error.
 */
export type SameFields<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
