// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { courseBody, CourseText, textOf } from "./course-body";
import { move } from "./ListEditor";
import { isSafeLink } from "../../shared/LinkDialog";

describe("move", () => {
  it("swaps with the neighbour and ignores moves past either end", () => {
    expect(move(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(move(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("courseBody", () => {
  it("sends the lists as JSON text without blank items, and the old image", () => {
    const form = courseBody(
      CourseText.parse({ ...textOf(null), title: " T " }),
      {
        curriculum: [{ module: " M ", topics: ["a", " "] }, { module: "", topics: [] }],
        outcomes: ["x", ""],
        batches: [{ date: "", timing: "", duration: "", fee: "" }, { date: "d", timing: "", duration: "", fee: "" }],
        faqs: [{ q: "q", a: "" }, { q: "", a: "" }],
      },
      undefined,
      "old.jpg",
    );
    expect(form.get("title")).toBe("T");
    expect(JSON.parse(form.get("curriculum") as string)).toEqual([{ module: "M", topics: ["a"] }]);
    expect(JSON.parse(form.get("outcomes") as string)).toEqual(["x"]);
    expect(JSON.parse(form.get("batches") as string)).toEqual([{ date: "d", timing: "", duration: "", fee: "" }]);
    expect(JSON.parse(form.get("faqs") as string)).toEqual([{ q: "q", a: "" }]);
    expect(form.get("oldImage")).toBe("old.jpg");
    expect(form.has("image")).toBe(false);
  });
});

describe("isSafeLink", () => {
  it("accepts only http, https, mailto and tel", () => {
    for (const ok of ["https://a.b", "http://a.b", "mailto:a@b.c", "tel:+123"]) expect(isSafeLink(ok)).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://a", "/relative", "www.a.b"]) expect(isSafeLink(bad)).toBe(false);
  });
});
