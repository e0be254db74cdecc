import { TestimonialForm } from "@institute/schemas";
import { optionalFile } from "../stored-files/accept-upload.ts";

/** The multipart form of add and edit: the shared fields plus an optional image. */
export const TestimonialUpload = TestimonialForm.extend({ image: optionalFile });
