import { MOBILE_WRITTEN_MAX } from "@institute/schemas";

/**
 * Attributes of every mobile input: a phone keypad. Room for a number pasted or filled in with its
 * country code and spaces ("+91 98765 43210"): the value keeps its digits alone (typedMobile).
 */
export const MOBILE_INPUT = { type: "tel", inputMode: "tel", maxLength: MOBILE_WRITTEN_MAX, autoComplete: "tel" } as const;
