import { describe, expect, it } from "vitest";
import { ContactRequest, InquiryRequest, normalizeMobile, ProfileUpdate, StudentRegistration, typedMobile } from "./index.ts";

describe("mobile numbers", () => {
  it("come to their 10 national digits however people write them", () => {
    for (
      const written of [
        "+91 98765 43210",
        "+91-98765-43210",
        "098765 43210",
        "98765-43210",
        "(98765) 43210",
        "919876543210",
        "+919876543210",
        " 9876543210 ",
      ]
    ) {
      expect(normalizeMobile(written), written).toBe("9876543210");
    }
  });

  it("keep a country code being typed, and block a digit past the tenth, as typed key by key", () => {
    const typed = (keys: string) => [...keys].reduce((value, key) => typedMobile(value + key), "");
    expect(typed("+91 98765 43210")).toBe("9876543210");
    expect(typed("098765 43210")).toBe("9876543210");
    expect(typed("98765-43210")).toBe("9876543210");
    expect(typed("987654321099")).toBe("9876543210");
    expect(typedMobile("+")).toBe("+");
    expect(typedMobile("+9")).toBe("+9");
  });

  it("are taken by every form's schema in those spellings, and stored as digits", () => {
    const person = { name: "Asha", email: "asha@example.com", message: "Hello" };
    expect(ContactRequest.parse({ ...person, mobile: "+91 98765 43210" }).mobile).toBe("9876543210");
    expect(InquiryRequest.parse({ ...person, mobile: "098765 43210" }).mobile).toBe("9876543210");
    expect(StudentRegistration.parse({ ...person, mobile: "98765-43210", password: "secret", course_id: "1" }).mobile).toBe("9876543210");
    expect(ProfileUpdate.parse({ name: "Asha", mobile: "+91 98765 43210" }).mobile).toBe("9876543210");
    expect(ContactRequest.safeParse({ ...person, mobile: "12345" }).error?.issues[0]?.message).toBe("Mobile must be 10 digits");
    expect(ContactRequest.safeParse({ ...person, mobile: "+44 20 7946 0958" }).success).toBe(false);
  });
});
