import { z } from "zod";
import { Course, CourseFileForm, CourseForm, IdParam, MessageBody, optionalFile, requiredFile, SignedCourseFile } from "@institute/schemas";
import { deleteById, formBody, json, resource } from "./define.ts";

/** The multipart form of add and update: the shared fields plus an optional image. */
export const CourseUpload = CourseForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ course: Course });

export const courses = resource({
  name: "Courses",
  description:
    "The courses the institute teaches. curriculum, outcomes, batches and faqs are sent as JSON text or repeated fields (faqs also as {question, answer} or [q, a]) and always answered as arrays; unparsable text becomes an empty list.",
}, {
  list: {
    method: "get",
    path: "/api/courses",
    summary: "List courses in the order they were added (a plain array)",
    access: "public",
    responses: { 200: json(z.array(Course), "Courses") },
  },
  get: {
    method: "get",
    path: "/api/courses/{id}",
    summary: "One course with its curriculum, outcomes, batches and FAQs",
    access: "public",
    request: { params: IdParam },
    responses: { 200: json(Course, "The course") },
    errors: [400, 404],
  },
  add: {
    method: "post",
    path: "/api/courses/add",
    summary: "Add a course; full_desc is sanitised rich text",
    access: "admin",
    request: { body: formBody(CourseUpload) },
    responses: { 201: json(Saved, "Added") },
    errors: [400, 413, 415],
  },
  update: {
    method: "put",
    path: "/api/courses/update/{id}",
    summary: "Edit a course; a new image replaces (and deletes) the old one",
    access: "admin",
    request: { params: IdParam, body: formBody(CourseUpload) },
    responses: { 200: json(Saved, "Updated") },
    errors: [400, 404, 413, 415],
  },
  remove: deleteById("/api/courses/{id}", "Delete a course with its image, course files and their PDFs; 409 while students are enrolled", [
    409,
  ]),
});

/** The upload form: course, type (syllabus by default) and the PDF itself. */
export const CourseFileUpload = CourseFileForm.extend({ file: requiredFile("Please select course and file") });

export const courseFiles = resource({
  name: "Course files",
  description:
    "PDF resources of a course (syllabus, material, interview). They are not public: every answer carries a `url` to /api/uploads/files/… that is signed and expires at `expires_at` (one hour).",
}, {
  list: {
    method: "get",
    path: "/api/files",
    summary: "List every course file with its course title, newest first",
    access: "admin",
    responses: { 200: json(z.array(SignedCourseFile), "Course files") },
  },
  mine: {
    method: "get",
    path: "/api/files/student",
    summary: "The files of the calling student's own course, by type (syllabus, material, interview), newest first within a type",
    access: "student",
    responses: { 200: json(z.array(SignedCourseFile), "The student's files") },
  },
  upload: {
    method: "post",
    path: "/api/files/upload",
    summary: "Upload a PDF (at most 20 MiB) for a course; type defaults to syllabus",
    access: "admin",
    request: { body: formBody(CourseFileUpload) },
    responses: { 201: json(MessageBody.extend({ file: SignedCourseFile }), "Uploaded") },
    errors: [400, 413, 415],
  },
  remove: deleteById("/api/files/{id}", "Delete a course file and its PDF"),
});
