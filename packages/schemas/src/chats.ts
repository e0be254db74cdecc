import { z } from "zod";
import { rowId } from "./common.ts";

/** How many days back the dashboard counts inquiries per course. */
export const INQUIRY_DAYS = 30;

/** A visitor opened a WhatsApp chat about a course ("Send Inquiry", a batch's "Inquire Now"). */
export const ChatOpened = z.object({ course_id: rowId("course_id must be a course's id") });
export type ChatOpened = z.infer<typeof ChatOpened>;

/** One course's inquiries in the last INQUIRY_DAYS: through the site's form, and chats opened from its page. */
export const CourseInquiries = z.object({
  course_id: z.number().int(),
  title: z.string(),
  forms: z.number().int(),
  chats: z.number().int(),
});
export type CourseInquiries = z.infer<typeof CourseInquiries>;
