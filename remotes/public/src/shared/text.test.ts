// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { cutText, ELLIPSIS, formatDay } from "./text";

describe("cutText", () => {
  it("keeps short text and cuts long text at the limit with one ellipsis", () => {
    expect(cutText("short", 100)).toBe("short");
    expect(cutText("x".repeat(100), 100)).toBe("x".repeat(100));
    expect(cutText("y".repeat(101), 100)).toBe(`${"y".repeat(100)}${ELLIPSIS}`);
  });
});

describe("formatDay", () => {
  it("formats ISO days and keeps free text", () => {
    expect(formatDay("2027-01-05")).toBe("5 Jan 2027");
    expect(formatDay("Every Monday")).toBe("Every Monday");
  });
});
