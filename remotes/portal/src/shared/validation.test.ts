// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { checkField, mobileDigits } from "./validation";

describe("checkField", () => {
  it("gives the spec's message for each empty or invalid field", () => {
    expect(checkField("name", "   ")).toBe("Name is required.");
    expect(checkField("email", "")).toBe("Invalid email");
    expect(checkField("email", "a@b")).toBe("Invalid email");
    expect(checkField("mobile", "12345")).toBe("Mobile must be 10 digits");
    expect(checkField("password", "12345")).toBe("Password must be at least 6 characters");
    expect(checkField("course_id", "")).toBe("Please select a course.");
  });
  it("accepts valid values", () => {
    expect(checkField("name", "Asha")).toBeUndefined();
    expect(checkField("email", "asha@example.com")).toBeUndefined();
    expect(checkField("mobile", "9876543210")).toBeUndefined();
    expect(checkField("password", "secret")).toBeUndefined();
    expect(checkField("course_id", "3")).toBeUndefined();
  });
});

describe("mobileDigits", () => {
  it("keeps digits only, at most 10", () => {
    expect(mobileDigits("98-76 5a")).toBe("98765");
    expect(mobileDigits("987654321099")).toBe("9876543210");
  });
});
