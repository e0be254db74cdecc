import { describe, expect, it } from "vitest";
import { formBody } from "./form-body.ts";

describe("formBody", () => {
  it("sends strings, numbers as text and files, and leaves out null and undefined", () => {
    const image = new Blob(["x"], { type: "image/jpeg" });
    const form = formBody({ title: "T", rating: 4, oldImage: null, image, extra: undefined, empty: "" });
    expect([...form.keys()]).toEqual(["title", "rating", "image", "empty"]);
    expect(form.get("rating")).toBe("4");
    expect(form.get("empty")).toBe("");
    expect(form.get("image")).toBeInstanceOf(Blob);
  });
});
