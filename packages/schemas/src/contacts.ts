import { z } from "zod";
import { MOBILE_WRITTEN_MAX, mobileNumber, requiredText, Timestamp } from "./common.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  created_at: Timestamp,
  /** When the admin marked it handled; null while it is new. */
  handled_at: Timestamp.nullable(),
  /** The follow-up desk's stage (follow-up.ts). */
  stage: z.string(),
  owner_id: z.number().int().nullable(),
  /** The owner's name; null when no one follows it up. */
  owner: z.string().nullable(),
  /** The next follow-up's day (YYYY-MM-DD), or null. */
  follow_up_on: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** The forms' trap field as sent: empty, or whatever a bot filled in. */
export const honeypot = z.string().max(500).optional();
/** The contact form's one message for every empty field. */
export const ALL_FIELDS_REQUIRED = "All fields are required.";
/** The contact form: every field required (the page shows ALL_FIELDS_REQUIRED once for all). */
export const ContactRequest = z.object({
  name: requiredText(100, ALL_FIELDS_REQUIRED),
  email: requiredText(254, ALL_FIELDS_REQUIRED).pipe(z.email("Invalid email")),
  mobile: mobileNumber(requiredText(MOBILE_WRITTEN_MAX, "Mobile must be 10 digits"), "Mobile must be 10 digits"),
  message: requiredText(5000, ALL_FIELDS_REQUIRED),
  [HONEYPOT_FIELD]: honeypot,
});
