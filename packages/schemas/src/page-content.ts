import { z } from "zod";
import { ImageName, type SameFields, text } from "./common.ts";

/** The home and about pages' editable content. */
export const PageContent = z.object({ title: z.string(), content: z.string(), image: ImageName });
export type PageContent = z.infer<typeof PageContent>;
// The spec sets no rule on these values (empty is allowed), but the form always sends both
// fields: a body without them is not this form, and must not save blanks over the page.
/** A page's fields as they are written, each with its rules: all of it but its image. */
export const PageContentInput = z.object({
  title: z.string({ error: "title is required" }).trim().max(200, "must be at most 200 characters"),
  content: z.string({ error: "content is required" }).max(200_000, "must be at most 200000 characters"),
});
export type PageFields = z.output<typeof PageContentInput>;
// A field read but never written, or written but never read, is a type error here.
true satisfies SameFields<PageFields, Omit<PageContent, "image">>;

export const PageContentForm = PageContentInput.extend({
  /** The image name the form showed; kept when no new image is sent. */
  oldImage: text(200).optional(),
});
