import { describe, expect, it } from "vitest";
import { parseEntries, releaseIn } from "./registry";

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

describe("the release a manifest URL names", () => {
  it("reads the build id of a release's path, and nothing of a deployed build's", () => {
    expect(releaseIn("/remotes/releases/public/20261125T1300-ab12/mf-manifest.json")).toBe("20261125T1300-ab12");
    expect(releaseIn("/remotes/public/mf-manifest.json")).toBe("");
    expect(releaseIn(undefined)).toBe("");
  });
});
