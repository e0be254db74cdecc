import { typedMobile } from "@institute/schemas";

/** What a mobile input keeps of a typed or pasted value: the 10 national digits, no 11th (the shared rule). */
export const mobileDigits = typedMobile;

/**
 * Attributes of every mobile input: a phone keypad. Room for a number pasted or filled in with its
 * country code and spaces ("+91 98765 43210"): the value keeps its digits alone (mobileDigits).
 */
export const MOBILE_INPUT = { type: "tel", inputMode: "tel", maxLength: 20, autoComplete: "tel" } as const;
