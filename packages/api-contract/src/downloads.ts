import { z } from "zod";
import { COURSE_FILES_FOLDER } from "@institute/schemas";
import { file, resource, route } from "./define.ts";

const notModified = { description: "The client's copy (If-None-Match) is current" };

export const downloads = resource({
  name: "Uploads",
  description:
    `Uploaded images and course PDFs, read back by folder and stored name. Folders: sliders, aboutus, courses, gallery, testimonials, students, home (public) and ${COURSE_FILES_FOLDER} (course PDFs, signed links only).`,
}, {
  courseFile: route("get", `/api/uploads/${COURSE_FILES_FOLDER}/{filename}`, "signed", {
    summary:
      "A course PDF, with the signed link from the course-file answers (`expires` and `signature` for exactly this path). Answered `inline` and `private, no-store`.",
    request: {
      params: z.object({ filename: z.string() }),
      query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
    },
    responses: { 200: file("application/pdf", "The PDF"), 304: notModified },
    errors: [404],
  }),
  image: route("get", "/api/uploads/{folder}/{filename}", "public", {
    summary:
      "An uploaded image, with its stored type, length and ETag. Stored names are never reused, so it is cached for a year as immutable. Unknown folders, missing files and names that are not plain stored names are 404. HEAD is answered too.",
    request: { params: z.object({ folder: z.string(), filename: z.string() }) },
    responses: { 200: file("image/*", "The image"), 304: notModified },
    errors: [404],
  }),
});
