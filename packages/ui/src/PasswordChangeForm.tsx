import { type FormEvent, useState } from "react";
import { z } from "zod";
import { Field } from "./Field.tsx";
import { toast } from "./toast.tsx";
import { useSchemaForm } from "./use-schema-form.ts";

type Change = { currentPassword: string; newPassword: string };

export interface PasswordChangeFormProps {
  /** The API's schema of the change (the admin's or the student's rules). */
  schema: z.ZodObject<{ currentPassword: z.ZodType<string>; newPassword: z.ZodType<string> }>;
  /** Shown under the new password: the account's rule. */
  hint: string;
  /** Sends the change; rejects with the API's error (its field issues are shown on the fields). */
  onSubmit: (change: Change) => Promise<void>;
  /** After the change: the toast has been shown. */
  onDone?: () => void;
}

const MISMATCH = "The new passwords do not match";

/** Current password, new password twice; the account's own rules, then the API's answer, on the fields. */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  // A changed password empties the form: a new key mounts it afresh.
  const [changes, setChanges] = useState(0);
  return <PasswordFields key={changes} {...props} onChanged={() => setChanges((n) => n + 1)} />;
}

function PasswordFields({ schema, hint, onSubmit, onDone, onChanged }: PasswordChangeFormProps & { onChanged: () => void }) {
  const confirmed = schema.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MISMATCH,
  });
  const form = useSchemaForm(confirmed, {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const change = form.check();
    if (!change) return;
    setSaving(true);
    try {
      await onSubmit({ currentPassword: change.currentPassword, newPassword: change.newPassword });
      onChanged();
      toast.success("Password changed");
      onDone?.();
    } catch (error) {
      if (!form.showServerIssues(error)) toast.error((error as Error).message || "Failed to change the password");
    } finally {
      setSaving(false);
    }
  }

  const input = (name: "currentPassword" | "newPassword" | "confirmPassword", autoComplete: string) => (control: object) => (
    <input {...control} {...form.bind(name)} type="password" autoComplete={autoComplete} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Field label="Current password" error={form.errors.currentPassword} required>{input("currentPassword", "current-password")}</Field>
      <Field label="New password" error={form.errors.newPassword} hint={hint} required>{input("newPassword", "new-password")}</Field>
      <Field label="Confirm new password" error={form.errors.confirmPassword} required>{input("confirmPassword", "new-password")}</Field>
      <button type="submit" className="button button-primary" disabled={saving}>{saving ? "Saving..." : "Change password"}</button>
    </form>
  );
}
