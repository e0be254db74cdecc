import { z } from "zod";
import { ImageName, requiredText, type SameFields, text } from "./common.ts";
import { Batch, batchesField, curriculumField, CurriculumModule, Faq, faqsField, outcomesField } from "./course-lists.ts";
import { CourseMode } from "./course-modes.ts";

export const CourseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  tagline: z.string(),
  category: z.string(),
  duration: z.string(),
  mode: CourseMode,
  short_desc: z.string(),
  full_desc: z.string(),
  image: ImageName,
});
/** What a course's card shows (the lists of /courses and the home page): no more is sent for it. */
export const CourseCard = CourseSummary.omit({ tagline: true, full_desc: true });
export type CourseCard = z.output<typeof CourseCard>;
export const Course = CourseSummary.extend({
  curriculum: z.array(CurriculumModule),
  outcomes: z.array(z.string()),
  batches: z.array(Batch),
  faqs: z.array(Faq),
});
export type Course = z.infer<typeof Course>;
/** What the admin edits of a course: all of it but its id and image. */
export type CourseFields = Omit<Course, "id" | "image">;

/**
 * A course's fields as they are written (by the console, the seed and the bench), each with its
 * rules; a field with a default may be left out.
 */
export const CourseInput = z.object({
  title: requiredText(200, "Title is required"),
  tagline: text(300).default(""),
  category: text(100).default(""),
  duration: text(100).default(""),
  mode: z.string().trim().pipe(CourseMode).default(""),
  short_desc: text(2000).default(""),
  full_desc: z.string().max(200_000, "must be at most 200000 characters").default(""),
  curriculum: curriculumField,
  outcomes: outcomesField,
  batches: batchesField,
  faqs: faqsField,
});
// A field read but never written, or written but never read, is a type error here.
true satisfies SameFields<z.output<typeof CourseInput>, CourseFields>;

/** The console's form: the fields, and the image it showed (kept unless a new one is sent). */
export const CourseForm = CourseInput.extend({ oldImage: text(200).optional() });
