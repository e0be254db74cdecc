import { api } from "@institute/api-client";
import { StaffEmail } from "@institute/schemas";
import { Field, PasswordField, toast, useSchemaForm } from "@institute/ui";
import { AccountDialog } from "./AccountDialog";

/** "Email" in the top bar: the address this account's "Forgot password?" link is mailed to, set with its password. */
export function EmailDialog() {
  return (
    <AccountDialog
      label="Email"
      title="Your email"
      description={'Where "Forgot password?" on the login mails your reset link. Leave it empty to have none.'}
    >
      {/* Mounted with the dialog: each opening starts empty, the password never kept. */}
      {(close) => <EmailForm onDone={close} />}
    </AccountDialog>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(StaffEmail, { email: "", currentPassword: "" });
  const submit = form.onSubmit(async (change) => {
    try {
      toast.success((await api.admin.changeEmail({ json: change })).message);
      onDone();
    } catch (error) {
      if (!form.showServerIssues(error)) toast.error((error as Error).message || "Failed to save the email");
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Your email">
      <Field label="Email" error={form.errors.email}>
        {(control) => <input {...control} {...form.bind("email")} type="email" autoComplete="email" />}
      </Field>
      <PasswordField
        label="Current password"
        error={form.errors.currentPassword}
        autoComplete="current-password"
        bind={form.bind("currentPassword")}
      />
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Save email"}
      </button>
    </form>
  );
}
