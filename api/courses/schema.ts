import { CourseForm } from "@institute/schemas";
import { optionalFile } from "../stored-files/accept-upload.ts";

/** The multipart form of add and update: the shared fields plus an optional image. */
export const CourseUpload = CourseForm.extend({ image: optionalFile });
