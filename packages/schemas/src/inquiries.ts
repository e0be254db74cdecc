import { z } from "zod";
import { MOBILE_WRITTEN_MAX, mobileNumber, requiredText, rowId } from "./common.ts";
import { ContactMessage, honeypot } from "./contacts.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

/** An inquiry: a message that may name the course it is about (null when none, or when the course was deleted). */
export const Inquiry = ContactMessage.extend({
  course_id: z.number().int().nullable(),
  course: z.string().nullable(),
  /** The student who registered with the inquiry's email, once one has. */
  student_id: z.number().int().nullable(),
});
export type Inquiry = z.infer<typeof Inquiry>;

/** An inquiry about a course that does not exist (deleted meanwhile, or a made-up id). */
export const COURSE_NOT_LISTED = "Please pick a course from the list.";
/** The inquiry form, each field with its own message. */
export const InquiryRequest = z.object({
  name: requiredText(100, "Name is required."),
  email: requiredText(254, "Email is required.").pipe(z.email("Invalid email format.")),
  mobile: mobileNumber(requiredText(MOBILE_WRITTEN_MAX, "Mobile is required."), "Invalid mobile number, exactly 10 digits"),
  message: requiredText(5000, "Message is required."),
  /** The course it is about: none ("" from the form's selector, or null), or a course's id. */
  course_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), rowId(COURSE_NOT_LISTED).optional()).transform((v) => v ?? null),
  [HONEYPOT_FIELD]: honeypot,
});
