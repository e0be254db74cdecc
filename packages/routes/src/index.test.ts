import { describe, expect, it } from "vitest";
import { ADMIN, coursePath, normalizePath, PORTAL, PORTAL_OPEN, PORTAL_STUDENT, PUBLIC, resetPath } from "./index.ts";

describe("the product's page URLs", () => {
  it("are unique across the three areas", () => {
    const all = [...Object.values(PUBLIC), ...Object.values(PORTAL), ...Object.values(ADMIN)];
    expect(new Set(all).size).toBe(all.length);
  });
  it("split the portal into open and student-only pages, each page once", () => {
    expect([...PORTAL_OPEN, ...PORTAL_STUDENT].sort()).toEqual(Object.values(PORTAL).sort());
  });
  it("fill a course's path, and drop trailing slashes but keep the root", () => {
    expect(coursePath(12)).toBe("/courses/12");
    expect(resetPath("a+b/c")).toBe("/student-reset?token=a%2Bb%2Fc");
    expect(normalizePath("/admin/courses/")).toBe("/admin/courses");
    expect(normalizePath("/admin//")).toBe("/admin");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
  });
});
