import { api, ApiError, queries } from "@institute/api-client";
import { ARRIVAL_STAGE, ENROLLED_STAGE, FollowUpStagesForm as Form, STAGES_MAX } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { serverError } from "../../shared/hooks";

/** The follow-up desk's stages, one per line (a new key after a save starts it from what was saved). */
export function FollowUpStagesForm({ saved }: { saved: string[] }) {
  const client = useQueryClient();
  const form = useSchemaForm(Form, { stages: saved.join("\n") });
  const submit = form.onSubmit(async (value) => {
    try {
      toast.success((await api.followUp.saveStages({ json: value })).message);
      await client.invalidateQueries({ queryKey: queries.followUp.key });
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) toast.error(serverError(error, "Could not save the stages"));
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-stages-title">
      <h2 id="adm-stages-title">Follow-up stages</h2>
      <Field
        label="Stages an inquiry moves through"
        hint={`One per line, in order, up to ${STAGES_MAX}. Inquiries arrive in "${ARRIVAL_STAGE}" (the first line); a student who registers with an inquiry's email moves it to "${ENROLLED_STAGE}".`}
        error={form.errors.stages}
      >
        {(c) => <textarea {...c} {...form.bind("stages")} rows={6} />}
      </Field>
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Save stages"}
      </button>
    </form>
  );
}
