import { z } from "zod";
import { Course, MessageBody } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { CourseUpload } from "./schema.ts";

const Saved = MessageBody.extend({ course: Course });

export const courseDocs: ResourceDocs = {
  tag: "Courses",
  description:
    "The courses the institute teaches. curriculum, outcomes, batches and faqs are sent as JSON text or repeated fields (faqs also as {question, answer} or [q, a]) and always answered as arrays; unparsable text becomes an empty list.",
  routes: [
    {
      method: "get",
      path: "/api/courses",
      summary: "List courses in the order they were added (a plain array)",
      auth: "public",
      responses: { 200: { description: "Courses", schema: z.array(Course) } },
    },
    {
      method: "get",
      path: "/api/courses/{id}",
      summary: "One course with its curriculum, outcomes, batches and FAQs",
      auth: "public",
      responses: { 200: { description: "The course", schema: Course } },
      errors: [400, 404],
    },
    {
      method: "post",
      path: "/api/courses/add",
      summary: "Add a course; full_desc is sanitised rich text",
      auth: "admin",
      body: { type: "multipart", schema: CourseUpload },
      responses: { 201: { description: "Added", schema: Saved } },
      errors: [400, 413, 415],
    },
    {
      method: "put",
      path: "/api/courses/update/{id}",
      summary: "Edit a course; a new image replaces (and deletes) the old one",
      auth: "admin",
      body: { type: "multipart", schema: CourseUpload },
      responses: { 200: { description: "Updated", schema: Saved } },
      errors: [400, 404, 413, 415],
    },
    {
      method: "delete",
      path: "/api/courses/{id}",
      summary: "Delete a course with its image, course files and their PDFs; 409 while students are enrolled",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404, 409],
    },
  ],
};
