import { describe, expect, it } from "vitest";
import { meets, unmetShared } from "./versions.js";

describe("shared versions", () => {
  it("meets caret ranges within their major, from their minimum up", () => {
    expect(meets("19.3.1", "^19.2.0")).toBe(true);
    expect(meets("19.2.0", "^19.2.0")).toBe(true);
    expect(meets("19.1.9", "^19.2.0")).toBe(false);
    expect(meets("20.0.0", "^19.2.0")).toBe(false);
    expect(meets("19.3.1", "^20.0.0")).toBe(false);
    expect(meets("0.0.0", "*")).toBe(true);
  });

  it("names what the shell cannot give, a subpath counting as its package", () => {
    const offered = { react: "19.3.1", jotai: "2.20.3" };
    expect(unmetShared([{ name: "react/jsx-runtime", requiredVersion: "^19.2.0" }, { name: "jotai", requiredVersion: "^2.16.0" }], offered))
      .toEqual([]);
    expect(unmetShared([{ name: "react", requiredVersion: "^20.0.0" }, { name: "zustand", requiredVersion: "^5.0.0" }], offered)).toEqual([
      "react ^20.0.0 is needed; the shell shares 19.3.1",
      "the shell does not share zustand",
    ]);
  });
});
