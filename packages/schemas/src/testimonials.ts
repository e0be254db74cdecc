import { z } from "zod";
import { ImageName, requiredText, type SameFields, text } from "./common.ts";

const RATING = "Rating must be a whole number from 1 to 5";
const rating = z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING);

export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  image: ImageName,
  designation: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** A testimonial's fields as they are written, each with its rules: all of it but its id and image. */
export const TestimonialInput = z.object({
  name: requiredText(100, "Name is required"),
  content: requiredText(2000, "Message is required"),
  rating: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: RATING }).pipe(rating).default(5),
  ),
  designation: text(200).default(""),
});
export type TestimonialFields = z.output<typeof TestimonialInput>;
// A field read but never written, or written but never read, is a type error here.
true satisfies SameFields<TestimonialFields, Omit<Testimonial, "id" | "image">>;

/** The add and edit forms: the fields, and the image the console showed (kept unless a new one is sent). */
export const TestimonialForm = TestimonialInput.extend({ oldImage: text(200).optional() });
/** The console's testimonial form: there the rating must be given (the API defaults an absent one to 5). */
export const TestimonialEntry = TestimonialInput.extend({
  rating: z.string().trim().min(1, RATING).transform(Number).pipe(rating),
});
