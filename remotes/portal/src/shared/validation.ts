/** Length of a mobile number: the shared MOBILE rule is exactly 10 digits, and the spec blocks an 11th. */
export const MOBILE_LENGTH = 10;

/** What a mobile input keeps of a typed or pasted value: digits only, at most 10. */
export const mobileDigits = (value: string) => value.replace(/\D/g, "").slice(0, MOBILE_LENGTH);

/** Attributes of every mobile input: a phone keypad, and no 11th character. */
export const MOBILE_INPUT = { type: "tel", inputMode: "numeric", maxLength: MOBILE_LENGTH, autoComplete: "tel" } as const;
