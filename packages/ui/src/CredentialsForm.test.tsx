// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { CredentialsForm } from "./CredentialsForm.tsx";
import { container, errors, field, render as renderNode, submit, type } from "./dom-testing.ts";

const EMAIL = { label: "Email", name: "email", type: "email", requiredMessage: "Email is required." } as const;

function render(submitting: boolean, onSubmit = vi.fn()) {
  renderNode(<CredentialsForm account={EMAIL} submitting={submitting} onSubmit={onSubmit} />);
  return onSubmit;
}

describe("CredentialsForm", () => {
  it("names both missing fields inline and sends nothing", () => {
    const onSubmit = render(false);
    submit();
    expect(errors()).toEqual(["Email is required.", "Password is required."]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's error as the user types, and sends the trimmed account", () => {
    const onSubmit = render(false);
    submit();
    type(field("Email"), "  ada@example.com ");
    expect(errors()).toEqual(["Password is required."]);
    type(field("Password"), " secret ");
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ account: "ada@example.com", password: " secret " });
  });

  it("ties each label to its control and disables the button while the page submits", () => {
    render(true);
    expect(field("Email")).toMatchObject({ type: "email", name: "email", autocomplete: "email" });
    expect(field("Password").type).toBe("password");
    const button = container().querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Logging in...");
  });
});
