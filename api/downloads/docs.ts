import { z } from "zod";
import type { ResourceDocs } from "../openapi/registry.ts";

export const uploadDocs: ResourceDocs = {
  tag: "Uploads",
  description:
    "Uploaded images and course PDFs, read back by folder and stored name. Folders: sliders, aboutus, courses, gallery, testimonials, students, home (public) and files (course PDFs, signed links only).",
  routes: [
    {
      method: "get",
      path: "/api/uploads/files/{filename}",
      summary:
        "A course PDF, with the signed link from /api/files/student (`expires` and `signature` for exactly this path). Answered `inline` and `private, no-store`.",
      auth: "signed",
      query: z.object({ expires: z.string(), signature: z.string() }),
      responses: {
        200: { description: "The PDF", contentType: "application/pdf" },
        304: { description: "The client's copy (If-None-Match) is current" },
      },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/uploads/{folder}/{filename}",
      summary:
        "An uploaded image, with its stored type, length and ETag. Stored names are never reused, so it is cached for a year as immutable. Unknown folders, missing files and names that are not plain stored names are 404. HEAD is answered too.",
      auth: "public",
      responses: {
        200: { description: "The image", contentType: "image/*" },
        304: { description: "The client's copy (If-None-Match) is current" },
      },
      errors: [404],
    },
  ],
};
