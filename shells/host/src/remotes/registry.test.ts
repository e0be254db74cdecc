import { describe, expect, it } from "vitest";
import { parseEntries } from "./registry";

describe("runtime manifest parsing", () => {
  it("keeps the remotes with a URL", () => {
    expect(parseEntries({ public: "/remotes/public/mf-manifest.json", admin: "https://cdn.example/admin/mf-manifest.json" })).toEqual({
      public: "/remotes/public/mf-manifest.json",
      admin: "https://cdn.example/admin/mf-manifest.json",
    });
  });

  it("drops empty and non-string entries", () => {
    expect(parseEntries({ public: "", portal: 42, admin: null })).toEqual({});
  });

  it("rejects a manifest that is not an object", () => {
    for (const bad of [null, [], "remotes", 3]) expect(() => parseEntries(bad)).toThrow(/not a JSON object/);
  });
});
