// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CredentialsForm } from "./credentials-form.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMAIL = { label: "Email", name: "email", type: "email", requiredMessage: "Email is required." } as const;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function render(submitting: boolean, onSubmit = vi.fn()) {
  act(() => root.render(<CredentialsForm account={EMAIL} submitting={submitting} onSubmit={onSubmit} />));
  return onSubmit;
}

/** Types into a React-controlled input the way a browser does: the native setter, then an input event. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const submit = () => act(() => host.querySelector("form")!.requestSubmit());
const errors = () => [...host.querySelectorAll(".field-error")].map((e) => e.textContent);
/** The control a label is tied to: what a screen reader announces under that name. */
function field(label: string) {
  const tag = [...host.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))!;
  return document.getElementById(tag.htmlFor) as HTMLInputElement;
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
    const button = host.querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Logging in...");
  });
});
