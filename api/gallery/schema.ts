import { z } from "zod";
import { fileList } from "../stored-files/accept-upload.ts";

/** The most images one upload may carry; the gallery body limit leaves room for exactly this many. */
export const MAX_IMAGES = 10;

/** The multipart form of an upload: the field `images`, repeated. */
export const GalleryUpload = z.object({ images: fileList("Please select image(s)", MAX_IMAGES) });
