import { StudentRegistration } from "@institute/schemas";

/** The registration fields a form checks in the browser (the profile form uses name and mobile). */
export type StudentField = keyof typeof StudentRegistration.shape;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * One field's error with the spec's message, or undefined. The shared schema is the one the
 * server validates with, so the browser and the API can never disagree on a message.
 */
export function checkField(field: StudentField, value: string): string | undefined {
  const result = StudentRegistration.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Length of a mobile number: the shared MOBILE rule is exactly 10 digits, and the spec blocks an 11th. */
export const MOBILE_LENGTH = 10;

/** What a mobile input keeps of a typed or pasted value: digits only, at most 10. */
export const mobileDigits = (value: string) => value.replace(/\D/g, "").slice(0, MOBILE_LENGTH);

/** Attributes of every mobile input: a phone keypad, and no 11th character. */
export const MOBILE_INPUT = { type: "tel", inputMode: "numeric", maxLength: MOBILE_LENGTH, autoComplete: "tel" } as const;
