import { useState } from "react";
import { z } from "zod";
import { withConfirmation } from "./confirmed-password.ts";
import { PasswordField } from "./PasswordField.tsx";
import { toast } from "@institute/toast";
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

/** Current password, new password twice; the account's own rules, then the API's answer, on the fields. */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  // A changed password empties the form: a new key mounts it afresh.
  const [changes, setChanges] = useState(0);
  return <PasswordFields key={changes} {...props} onChanged={() => setChanges((n) => n + 1)} />;
}

function PasswordFields({ schema, hint, onSubmit, onDone, onChanged }: PasswordChangeFormProps & { onChanged: () => void }) {
  const form = useSchemaForm(withConfirmation(schema), {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const submit = form.onSubmit(async (change) => {
    try {
      await onSubmit({ currentPassword: change.currentPassword, newPassword: change.newPassword });
      onChanged();
      toast.success("Password changed");
      onDone?.();
    } catch (error) {
      if (!form.showServerIssues(error)) toast.error((error as Error).message || "Failed to change the password");
    }
  });

  const field = (
    name: "currentPassword" | "newPassword" | "confirmPassword",
    label: string,
    autoComplete: "current-password" | "new-password",
  ) => (
    <PasswordField
      label={label}
      error={form.errors[name]}
      hint={name === "newPassword" ? hint : undefined}
      autoComplete={autoComplete}
      bind={form.bind(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password")}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Change password"}
      </button>
    </form>
  );
}
