import { z } from "zod";
import { orList, rowId, Timestamp } from "./common.ts";

export const FILE_TYPES = ["syllabus", "material", "interview"] as const;
export const FileType = z.enum(FILE_TYPES, { error: `Type must be ${orList(FILE_TYPES)}` });
export const CourseFile = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  type: FileType,
  filename: z.string(),
  original_name: z.string(),
  course_title: z.string(),
  created_at: Timestamp,
});
export type CourseFile = z.infer<typeof CourseFile>;
/** A course file with a link to open it: `url` is signed and expires at `expires_at` (admin list, upload answer, a student's own files). */
export const SignedCourseFile = CourseFile.extend({ url: z.string(), expires_at: Timestamp });
export type SignedCourseFile = z.infer<typeof SignedCourseFile>;
/** A course file's upload without its course or its file. */
export const SELECT_COURSE_AND_FILE = "Please select course and file";
export const CourseFileForm = z.object({
  course_id: rowId(SELECT_COURSE_AND_FILE),
  type: z.string().trim().pipe(FileType).default("syllabus"),
});
