// @vitest-environment jsdom
import type { SignedCourseFile } from "@institute/schemas";
import { describe, expect, it } from "vitest";
import { groupFiles } from "./group-files";

const file = (id: number, type: SignedCourseFile["type"]): SignedCourseFile => ({
  id,
  type,
  course_id: 1,
  filename: `${id}.pdf`,
  original_name: `${id}.pdf`,
  course_title: "Java",
  created_at: "2026-01-01T00:00:00Z",
  url: `/api/uploads/files/${id}.pdf`,
  expires_at: "2026-01-01T01:00:00Z",
});

describe("groupFiles", () => {
  it("orders groups syllabus, material, interview, keeps file order, and drops empty groups", () => {
    const groups = groupFiles([file(1, "interview"), file(2, "syllabus"), file(3, "interview")]);
    expect(groups.map((g) => g.type)).toEqual(["syllabus", "interview"]);
    expect(groups[1]!.files.map((f) => f.id)).toEqual([1, 3]);
  });
  it("gives no group for no files", () => {
    expect(groupFiles([])).toEqual([]);
  });
});
