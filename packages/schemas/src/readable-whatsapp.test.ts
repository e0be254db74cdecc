import { describe, expect, it } from "vitest";
import { readableWhatsApp } from "./readable-whatsapp.ts";

describe("readableWhatsApp", () => {
  it("shows an Indian mobile in the groups people write it in", () => {
    expect(readableWhatsApp("919845012345")).toBe("+91 98450 12345");
  });
  it("shows any other number as + and its digits, not guessing at its groups", () => {
    expect(readableWhatsApp("14155550123")).toBe("+14155550123");
    expect(readableWhatsApp("9198450123")).toBe("+9198450123");
  });
});
