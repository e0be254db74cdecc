import {
  Course,
  CourseCard,
  CourseFileForm,
  CourseFileListQuery,
  CourseForm,
  IdParam,
  MessageBody,
  optionalFile,
  requiredFile,
  SELECT_COURSE_AND_FILE,
  SignedCourseFile,
} from "@institute/schemas";
import { addByForm, deleteById, exportOf, formBody, json, listAll, listFirst, listPaged, resource, route, updateByForm } from "./define.ts";

/** The multipart form of add and update: the shared fields plus an optional image. */
export const CourseUpload = CourseForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ course: Course });

export const courses = resource({
  name: "Courses",
  one: "course",
  description:
    "The courses the institute teaches. curriculum, outcomes, batches and faqs are sent as JSON text or repeated fields (faqs also as {question, answer} or [q, a]) and always answered as arrays; unparsable text becomes an empty list.",
}, {
  list: listAll("public", "/api/courses", "List courses in the order they were added (a plain array)", Course, "Courses"),
  // Before the route with an id: "cards" is no course's id.
  cards: listFirst(
    "/api/courses/cards",
    "List what each course's card shows (no tagline, description, curriculum, batches or FAQs), in the order they were added, or the first few of them",
    CourseCard,
    "Course cards",
  ),
  get: route("get", "/api/courses/{id}", "public", {
    summary: "One course with its curriculum, outcomes, batches and FAQs",
    request: { params: IdParam },
    responses: { 200: json(Course, "The course") },
    errors: [400, 404],
  }),
  add: addByForm("/api/courses/add", "Add a course; full_desc is sanitised rich text", CourseUpload, Saved),
  update: updateByForm("/api/courses/update/{id}", "Edit a course; a new image replaces (and deletes) the old one", CourseUpload, Saved),
  remove: deleteById("/api/courses/{id}", "Delete a course with its image, course files and their PDFs; 409 while students are enrolled", [
    409,
  ]),
});

/** The upload form: course, type (syllabus by default) and the PDF itself. */
export const CourseFileUpload = CourseFileForm.extend({ file: requiredFile(SELECT_COURSE_AND_FILE) });

export const courseFiles = resource({
  name: "Course files",
  one: "course file",
  description:
    "PDF resources of a course (syllabus, material, interview). They are not public: every answer carries a `url` to /api/uploads/files/… that is signed and expires at `expires_at` (one hour).",
}, {
  list: listPaged(
    "admin",
    "/api/files",
    "List course files with their course's title, newest first. `q` looks in the file name and the course; `course_id` and `type` keep one course's or one type's files; `sort` by created_at, course_title, type or original_name",
    SignedCourseFile,
    CourseFileListQuery,
  ),
  mine: listAll(
    "student",
    "/api/files/student",
    "The files of the calling student's own course, by type (syllabus, material, interview), newest first within a type; 403 while the registration waits for the office's approval, or once the office deactivated the student",
    SignedCourseFile,
    "The student's files",
  ),
  upload: route("post", "/api/files/upload", "admin", {
    summary: "Upload a PDF (at most 20 MiB) for a course; type defaults to syllabus",
    request: { body: formBody(CourseFileUpload) },
    responses: { 201: json(MessageBody.extend({ file: SignedCourseFile }), "Uploaded") },
    errors: [400, 413, 415],
  }),
  export: exportOf(
    "/api/files/export",
    "course-files.xlsx",
    "File, Course, Type, Uploaded",
    CourseFileListQuery.omit({ limit: true, offset: true }),
  ),
  remove: deleteById("/api/files/{id}", "Delete a course file and its PDF"),
});
