// @vitest-environment jsdom
import { ContactRequest, InquiryRequest } from "@institute/schemas";
import { useSchemaForm } from "@institute/ui";
import { errors, field, render, submit, type } from "@institute/ui/dom-testing";
import { describe, expect, it } from "vitest";
import { EMPTY_MESSAGE, MessageFields } from "./MessageFields";

// The inquiry page's form as it is built: the API's schema, checked on submit.
function Inquiry() {
  const form = useSchemaForm(InquiryRequest.omit({ website: true }), { ...EMPTY_MESSAGE, course_id: "" }, { checkOn: "submit" });
  return (
    <form onSubmit={(e) => (e.preventDefault(), form.check())}>
      <MessageFields bind={form.bind} errors={form.errors} messageRows={5} />
      <button type="submit">Submit Inquiry</button>
    </form>
  );
}

describe("the inquiry form (MessageFields on the API's InquiryRequest)", () => {
  it("names every empty field with the spec's message", () => {
    render(<Inquiry />);
    submit();
    expect(errors()).toEqual(["Name is required.", "Email is required.", "Mobile is required.", "Message is required."]);
  });

  it("checks the address and the 10 digits, and an edit clears its field's error without checking it again", () => {
    render(<Inquiry />);
    type(field("Name"), "Kiran");
    type(field("Email"), "kiran@example");
    type(field("Mobile"), "98765432101");
    type(field("Message"), "Next batch?");
    submit();
    expect(errors()).toEqual(["Invalid email format.", "Invalid mobile number, exactly 10 digits"]);
    type(field("Email"), "kiran@exam");
    expect(errors()).toEqual(["Invalid mobile number, exactly 10 digits"]);
    expect(field("Email").getAttribute("aria-invalid")).toBe("false");
    type(field("Email"), "kiran@example.com");
    type(field("Mobile"), "9876543210");
    submit();
    expect(errors()).toEqual([]);
  });

  it("the contact schema gives its one message for an empty field and its own for a malformed one", () => {
    const check = (values: Partial<typeof EMPTY_MESSAGE>) =>
      ContactRequest.safeParse({ ...EMPTY_MESSAGE, ...values }).error?.issues.map((i) => `${i.path[0]?.toString()}: ${i.message}`);
    expect(check({ email: "a@b.co", mobile: "9876543210" })).toEqual([
      "name: All fields are required.",
      "message: All fields are required.",
    ]);
    expect(check({ name: "A", email: "a@b", mobile: "9876543210", message: "Hi" })).toEqual(["email: Invalid email"]);
  });
});
