import { api, queries } from "@institute/api-client";
import { type PrivacyNotice, PrivacyNoticeForm } from "@institute/schemas";
import { toast, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RichTextEditor } from "../../shared/RichTextEditor";
import { serverError, useLoadError } from "../../shared/hooks";
import { Loaded } from "../../shared/QueryList";

/** /admin/privacy: the privacy notice the site shows at /privacy and links from every form that asks for personal details. */
export function PrivacyNoticePage() {
  const notice = useQuery(queries.privacy.get());
  useLoadError(notice.error, "Failed to load the privacy notice");
  return (
    <section aria-labelledby="adm-privacy-title">
      <h1 id="adm-privacy-title">Privacy Notice</h1>
      <p className="adm-muted">
        Say what the site stores about visitors and students, why, and for how long. The footer and the contact, inquiry and registration
        forms link to it.
      </p>
      <Loaded query={notice} what="privacy notice">
        {/* Mounted afresh with each answer of the API: once loaded, and with what a save stored. */}
        {(data) => <NoticeForm key={notice.dataUpdatedAt} notice={data} />}
      </Loaded>
    </section>
  );
}

function NoticeForm({ notice }: { notice: PrivacyNotice }) {
  const client = useQueryClient();
  const form = useSchemaForm(PrivacyNoticeForm, { content: notice.content }, { checkOn: "submit" });
  const submit = form.onSubmit(async (body) => {
    try {
      const saved = await api.privacy.update({ json: body });
      toast.success(saved.message);
      client.setQueryData(queries.privacy.key, { content: saved.content, updated_at: saved.updated_at });
    } catch (error) {
      console.error(error);
      if (!form.showServerIssues(error)) toast.error(serverError(error, "Failed to save the privacy notice"));
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <RichTextEditor label="Notice" value={form.values.content} onChange={(html) => form.set("content", html)} />
      {form.errors.content && <p className="field-error" role="alert">{form.errors.content}</p>}
      <button type="submit" className="button button-primary" disabled={form.sending}>Save Notice</button>
    </form>
  );
}
