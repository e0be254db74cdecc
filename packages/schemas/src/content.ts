import { z } from "zod";
import { Batch, batchesField, curriculumField, CurriculumModule, Faq, faqsField, outcomesField } from "./course-lists.ts";
import { requiredText, rowId, text, Timestamp } from "./common.ts";

/** Stored file name of an upload (read back from /api/uploads/{folder}/{name}), or null. */
export const ImageName = z.string().nullable();

// --- sliders -------------------------------------------------------------------
export const Slider = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Equal to subtitle: the public carousel reads its caption from here. */
  description: z.string(),
  image: ImageName,
});
export type Slider = z.infer<typeof Slider>;
export const SliderForm = z.object({
  title: requiredText(200, "Title is required"),
  subtitle: requiredText(500, "Subtitle is required"),
});

// --- home and about --------------------------------------------------------------
export const PageContent = z.object({ title: z.string(), content: z.string(), image: ImageName });
export type PageContent = z.infer<typeof PageContent>;
// The spec sets no rule on these values (empty is allowed), but the form always sends both
// fields: a body without them is not this form, and must not save blanks over the page.
export const PageContentForm = z.object({
  title: z.string({ error: "title is required" }).trim().max(200, "must be at most 200 characters"),
  content: z.string({ error: "content is required" }).max(200_000, "must be at most 200000 characters"),
  /** The image name the form showed; kept when no new image is sent. */
  oldImage: text(200).optional(),
});

// --- courses -----------------------------------------------------------------------
export const COURSE_MODES = ["Online", "Offline", "Hybrid"] as const;
export const CourseMode = z.enum(["", ...COURSE_MODES], { error: "Mode must be Online, Offline, Hybrid or empty" });

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

// --- course files -------------------------------------------------------------------
export const FILE_TYPES = ["syllabus", "material", "interview"] as const;
export const FileType = z.enum(FILE_TYPES, { error: "Type must be syllabus, material or interview" });
export const CourseFile = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  type: FileType,
  filename: z.string(),
  original_name: z.string(),
  course_title: z.string(),
  created_at: Timestamp,
});
export type CourseFile = z.infer<typeof CourseFile>;
/** A course file with a link to open it: `url` is signed and expires at `expires_at` (admin list, upload answer, a student's own files). */
export const SignedCourseFile = CourseFile.extend({ url: z.string(), expires_at: Timestamp });
export type SignedCourseFile = z.infer<typeof SignedCourseFile>;
/** A course file's upload without its course or its file. */
export const SELECT_COURSE_AND_FILE = "Please select course and file";
export const CourseFileForm = z.object({
  course_id: rowId(SELECT_COURSE_AND_FILE),
  type: z.string().trim().pipe(FileType).default("syllabus"),
});

// --- gallery -------------------------------------------------------------------------
const MAX_CAPTION = 200;
/** What the admin writes about a photo: its alt text and the lightbox's caption; empty when it has none. */
const caption = z.string({ error: "caption is required" }).trim().max(MAX_CAPTION, `must be at most ${MAX_CAPTION} characters`);
export const GalleryImage = z.object({ id: z.number().int(), image: z.string(), caption, created_at: Timestamp });
export type GalleryImage = z.infer<typeof GalleryImage>;
/** A photo's caption as the admin sets or changes it (an empty one removes it). */
export const GalleryCaption = GalleryImage.pick({ caption: true });

const RATING = "Rating must be a whole number from 1 to 5";
const rating = z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING);

// --- testimonials ---------------------------------------------------------------------
export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  image: ImageName,
  designation: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;
export const TestimonialForm = z.object({
  name: requiredText(100, "Name is required"),
  content: requiredText(2000, "Message is required"),
  rating: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: RATING }).pipe(rating).default(5),
  ),
  designation: text(200).default(""),
  oldImage: text(200).optional(),
});
/** The console's testimonial form: there the rating must be given (the API defaults an absent one to 5). */
export const TestimonialEntry = TestimonialForm.omit({ oldImage: true }).extend({
  rating: z.string().trim().min(1, RATING).transform(Number).pipe(rating),
});
