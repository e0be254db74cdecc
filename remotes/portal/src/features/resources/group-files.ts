import { FILE_TYPES, type SignedCourseFile } from "@institute/schemas";

/** Group headings (the spec names the types only). */
export const FILE_TYPE_LABELS: Record<SignedCourseFile["type"], string> = {
  syllabus: "Syllabus",
  material: "Study Material",
  interview: "Interview Preparation",
};

/** The files grouped by type in the fixed order syllabus, material, interview; empty groups left out. */
export function groupFiles(files: SignedCourseFile[]) {
  return FILE_TYPES.map((type) => ({ type, files: files.filter((f) => f.type === type) })).filter((g) => g.files.length > 0);
}
