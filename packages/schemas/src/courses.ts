import { z } from "zod";
import { ImageName, requiredText, text } from "./common.ts";
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
export const Course = CourseSummary.extend({
  curriculum: z.array(CurriculumModule),
  outcomes: z.array(z.string()),
  batches: z.array(Batch),
  faqs: z.array(Faq),
});
export type Course = z.infer<typeof Course>;
/** What the admin edits of a course: all of it but its id and image. */
export type CourseFields = Omit<Course, "id" | "image">;

export const CourseForm = z.object({
  title: requiredText(200, "Title is required"),
  tagline: text(300).default(""),
  category: text(100).default(""),
  duration: text(100).default(""),
  mode: z.string().trim().pipe(CourseMode).default(""),
  short_desc: text(2000).default(""),
  full_desc: z.string().max(200_000, "must be at most 200000 characters").default(""),
  oldImage: text(200).optional(),
  curriculum: curriculumField,
  outcomes: outcomesField,
  batches: batchesField,
  faqs: faqsField,
});
