import { api, ApiError, queries } from "@institute/api-client";
import { MAX_OFFICE_RECIPIENTS, OfficeRecipientsForm as Form } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { serverError } from "../../shared/hooks";

/** Where the office's notices go: the saved list (a new key after a save starts it from what was saved). */
export function OfficeRecipientsForm({ saved }: { saved: string[] }) {
  const client = useQueryClient();
  // The fallback the hint names: the institute's email from Settings.
  const institute = useQuery(queries.settings.get()).data?.email;
  const form = useSchemaForm(Form, { office_recipients: saved.join("\n") });
  const submit = form.onSubmit(async (value) => {
    try {
      toast.success((await api.mail.saveRecipients({ json: value })).message);
      await client.invalidateQueries({ queryKey: queries.mail.key });
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) toast.error(serverError(error, "Could not save the recipients"));
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-mail-office-title">
      <h2 id="adm-mail-office-title">Office notices</h2>
      <Field
        label="Send notices of new inquiries, messages and registrations to"
        hint={`One address per line, up to ${MAX_OFFICE_RECIPIENTS}. Empty: the institute's email from Settings${
          institute ? ` (${institute})` : ", and none while it has none"
        }.`}
        error={form.errors.office_recipients}
      >
        {(c) => <textarea {...c} {...form.bind("office_recipients")} rows={3} />}
      </Field>
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Save recipients"}
      </button>
    </form>
  );
}
