import { describe, expect, it } from "vitest";
import {
  ADMIN,
  coursePath,
  galleryPage,
  galleryPages,
  galleryPath,
  normalizePath,
  pageTitle,
  PORTAL,
  PORTAL_OPEN,
  PORTAL_STUDENT,
  PUBLIC,
  resetPath,
} from "./index.ts";

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

describe("the gallery's pages", () => {
  it("pages 6 at a time, with at least one page", () => {
    expect(galleryPages(0)).toBe(1);
    expect(galleryPages(6)).toBe(1);
    expect(galleryPages(13)).toBe(3);
  });
  it("reads a page number from the address, 1 when it is none, and writes the first page's without one", () => {
    expect([galleryPage("3"), galleryPage(undefined), galleryPage("0"), galleryPage("1.5"), galleryPage("x")]).toEqual([3, 1, 1, 1, 1]);
    expect([galleryPath(1), galleryPath(2)]).toEqual(["/gallery", "/gallery?page=2"]);
  });
});

describe("page titles", () => {
  it("name the page and the institute", () => {
    expect(pageTitle({ name: "Acme Academy", description: "" }, "Courses")).toBe("Courses | Acme Academy");
  });
  it("give the home page the name and description while they fit in 60 characters, else the name", () => {
    expect(pageTitle({ name: "Acme Academy", description: "Courses that get you hired." })).toBe(
      "Acme Academy: Courses that get you hired.",
    );
    expect(pageTitle({ name: "Acme Academy", description: "" })).toBe("Acme Academy");
    const long = "Job-ready courses in web development, data, cloud and testing, taught by working engineers.";
    expect(pageTitle({ name: "Northwind IT Academy", description: long })).toBe("Northwind IT Academy");
    expect(pageTitle({ name: "N", description: "x".repeat(57) })).toHaveLength(60);
    expect(pageTitle({ name: "N", description: "x".repeat(58) })).toBe("N");
  });
});
