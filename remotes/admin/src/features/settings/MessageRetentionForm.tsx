import { api, ApiError, queries } from "@institute/api-client";
import { MESSAGE_RETENTION_MONTHS, MessageRetentionForm as Form } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { serverError } from "../../shared/hooks";

const choice = (
  months: number,
) => (months === 0 ? "Keep them all" : months % 12 === 0 ? `${months / 12} year${months === 12 ? "" : "s"}` : `${months} months`);

/** How long inquiries and contact messages are kept (the privacy notice should say the same). */
export function MessageRetentionForm({ saved }: { saved: number }) {
  const client = useQueryClient();
  const form = useSchemaForm(Form, { months: String(saved) });
  const submit = form.onSubmit(async (value) => {
    try {
      toast.success((await api.settings.saveRetention({ json: value })).message);
      await client.invalidateQueries({ queryKey: queries.retention.key });
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) {
        toast.error(serverError(error, "Could not save how long messages are kept"));
      }
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-retention-title">
      <h2 id="adm-retention-title">Keeping messages</h2>
      <Field
        label="Keep inquiries and contact messages for"
        hint="Older ones go within a few hours, with their notes and the mail sent about them. Say the same in the privacy notice."
        error={form.errors.months}
      >
        {(c) => (
          <select {...c} {...form.bind("months")}>
            {MESSAGE_RETENTION_MONTHS.map((months) => <option key={months} value={String(months)}>{choice(months)}</option>)}
          </select>
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
