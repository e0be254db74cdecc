import { ProfileUpdate, StudentRegistration, typedMobile } from "@institute/schemas";
import { describe, expect, it } from "vitest";

/** The first message the registration form shows for a value (the form checks with the API's schema). */
const message = (field: keyof typeof StudentRegistration.shape, value: string) =>
  StudentRegistration.shape[field].safeParse(value).error?.issues[0]?.message;

describe("the registration form's schema", () => {
  it("gives the spec's message for each empty or invalid field", () => {
    expect(message("name", "   ")).toBe("Name is required.");
    expect(message("email", "")).toBe("Invalid email");
    expect(message("email", "a@b")).toBe("Invalid email");
    expect(message("mobile", "12345")).toBe("Mobile must be 10 digits");
    expect(message("password", "12345")).toBe("Password must be at least 6 characters");
    expect(message("course_id", "")).toBe("Please select a course.");
    expect(ProfileUpdate.shape.mobile.safeParse("12345").error?.issues[0]?.message).toBe("Mobile must be 10 digits");
  });
  it("accepts valid values", () => {
    expect(
      StudentRegistration.safeParse({ name: "Asha", email: "asha@example.com", mobile: "9876543210", password: "secret", course_id: "3" })
        .success,
    )
      .toBe(true);
  });
});

describe("typedMobile", () => {
  it("keeps digits only, at most 10", () => {
    expect(typedMobile("98-76 5a")).toBe("98765");
    expect(typedMobile("987654321099")).toBe("9876543210");
  });
});
