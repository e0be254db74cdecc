import { z } from "zod";
import { Timestamp } from "./common.ts";

const MAX_CAPTION = 200;
/** What the admin writes about a photo: its alt text and the lightbox's caption; empty when it has none. */
const caption = z.string({ error: "caption is required" }).trim().max(MAX_CAPTION, `must be at most ${MAX_CAPTION} characters`);
export const GalleryImage = z.object({ id: z.number().int(), image: z.string(), caption, created_at: Timestamp });
export type GalleryImage = z.infer<typeof GalleryImage>;
/** A photo's caption as the admin sets or changes it (an empty one removes it). */
export const GalleryCaption = GalleryImage.pick({ caption: true });
