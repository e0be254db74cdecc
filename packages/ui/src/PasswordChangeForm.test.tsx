// @vitest-environment jsdom
import { act } from "react";
import { z } from "zod";
import { describe, expect, it, vi } from "vitest";
import { container, errors, field, render, submit, type } from "./dom-testing.ts";
import { PasswordChangeForm } from "./PasswordChangeForm.tsx";

// The shape of the API's schemas, with the admin's minimum.
const AdminChange = z.object({
  currentPassword: z.string().min(1, "Current password is required"),
  newPassword: z.string().min(12, "Password must be at least 12 characters"),
});

const fill = (current: string, next: string, confirm: string) => {
  type(field("Current password"), current);
  type(field("New password"), next);
  type(field("Confirm new password"), confirm);
};

describe("PasswordChangeForm (the schema-driven form)", () => {
  it("shows the schema's messages and the mismatch, sends nothing, and clears an error as its field is fixed", () => {
    const onSubmit = vi.fn();
    render(<PasswordChangeForm schema={AdminChange} hint="At least 12 characters." onSubmit={onSubmit} />);
    submit();
    expect(errors()).toEqual(["Current password is required", "Password must be at least 12 characters"]);
    fill("old", "long-enough-new", "long-enough-neW");
    expect(errors()).toEqual([]);
    submit();
    expect(errors()).toEqual(["The new passwords do not match"]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaving a field for the submit button shows no error before the submit, so the press is not lost", () => {
    render(<PasswordChangeForm schema={AdminChange} hint="" onSubmit={vi.fn()} />);
    const button = container().querySelector<HTMLButtonElement>("button[type=submit]")!;
    type(field("New password"), "short");
    act(() => field("New password").dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: button })));
    expect(errors()).toEqual([]);
    act(() => field("New password").dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: null })));
    expect(errors()).toEqual(["Password must be at least 12 characters"]);
  });

  it("sends the current and the new password, then empties the fields", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    render(<PasswordChangeForm schema={AdminChange} hint="" onSubmit={onSubmit} onDone={onDone} />);
    fill("old-password", "long-enough-new", "long-enough-new");
    submit();
    // Lets the request's promise settle and its state updates render.
    await act(() => Promise.resolve());
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: "old-password", newPassword: "long-enough-new" });
    expect(onDone).toHaveBeenCalled();
    expect(field("Current password").value).toBe("");
  });

  it("puts the API's field issues on their fields", async () => {
    const refused = Object.assign(new Error("Your current password is not correct"), {
      issues: [{ path: "currentPassword", message: "Your current password is not correct" }],
    });
    render(<PasswordChangeForm schema={AdminChange} hint="" onSubmit={() => Promise.reject(refused)} />);
    fill("wrong-password", "long-enough-new", "long-enough-new");
    submit();
    // Lets the request's promise settle and its state updates render.
    await act(() => Promise.resolve());
    expect(errors()).toEqual(["Your current password is not correct"]);
    expect(field("Current password").value).toBe("wrong-password");
  });
});
