// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { validateInquiry } from "./validate";

describe("validateInquiry", () => {
  it("names every empty field", () => {
    expect(validateInquiry({ name: " ", email: "", mobile: "", message: "" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      mobile: "Mobile is required.",
      message: "Message is required.",
    });
  });
  it("checks the email form and a 10-digit mobile", () => {
    const base = { name: "A", email: "a@b.co", mobile: "9876543210", message: "Hi" };
    expect(validateInquiry(base)).toEqual({});
    expect(validateInquiry({ ...base, email: "a@b" }).email).toBe("Invalid email format.");
    expect(validateInquiry({ ...base, mobile: "98765" }).mobile).toBe("Invalid mobile number, exactly 10 digits");
    expect(validateInquiry({ ...base, mobile: "98765432101" }).mobile).toBe("Invalid mobile number, exactly 10 digits");
  });
});
