import { describe, expect, it } from "vitest";
import { meets, unmetShared } from "./versions.ts";

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

  it("names the parts a container takes that a package shared in part does not hold", () => {
    const offered = { "@tanstack/react-router": "1.170.46", react: "19.3.1" };
    const parts = { "@tanstack/react-router": ["Link", "useNavigate"] };
    const router = (importedNames) => ({ name: "@tanstack/react-router", requiredVersion: "^1.170.0", importedNames });
    expect(unmetShared([router(["Link"]), router([]), { name: "react", importedNames: ["useState"] }], offered, parts)).toEqual([]);
    expect(unmetShared([router(["default"])], offered, parts)).toEqual(["the shell's @tanstack/react-router does not hold default"]);
    expect(unmetShared([router(["Link", "useBlocker", "useParams"])], offered, parts)).toEqual([
      "the shell's @tanstack/react-router does not hold useBlocker, useParams",
    ]);
    expect(unmetShared([router(["*"])], offered, parts)).toEqual([
      "the shell shares only named parts of @tanstack/react-router, not the whole of it",
    ]);
    // A manifest from before remotes listed their parts: only its range is checked.
    expect(unmetShared([router(undefined)], offered, parts)).toEqual([]);
    // Of a package whose range the shell cannot meet, only the range is said: its parts are another version's.
    expect(unmetShared([{ ...router(["useBlocker"]), requiredVersion: "^2.0.0" }], offered, parts)).toEqual([
      "@tanstack/react-router ^2.0.0 is needed; the shell shares 1.170.46",
    ]);
  });
});
