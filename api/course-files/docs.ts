import { z } from "zod";
import { MessageBody, SignedCourseFile } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { CourseFileUpload } from "./schema.ts";

export const courseFileDocs: ResourceDocs = {
  tag: "Course files",
  description:
    "PDF resources of a course (syllabus, material, interview). They are not public: every answer carries a `url` to /api/uploads/files/… that is signed and expires at `expires_at` (one hour).",
  routes: [
    {
      method: "get",
      path: "/api/files",
      summary: "List every course file with its course title, newest first",
      auth: "admin",
      responses: { 200: { description: "Course files", schema: z.array(SignedCourseFile) } },
    },
    {
      method: "get",
      path: "/api/files/student",
      summary: "The files of the calling student's own course, by type (syllabus, material, interview), newest first within a type",
      auth: "student",
      responses: { 200: { description: "The student's files", schema: z.array(SignedCourseFile) } },
    },
    {
      method: "post",
      path: "/api/files/upload",
      summary: "Upload a PDF (at most 20 MiB) for a course; type defaults to syllabus",
      auth: "admin",
      body: { type: "multipart", schema: CourseFileUpload },
      responses: { 201: { description: "Uploaded", schema: MessageBody.extend({ file: SignedCourseFile }) } },
      errors: [400, 413, 415],
    },
    {
      method: "delete",
      path: "/api/files/{id}",
      summary: "Delete a course file and its PDF",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
