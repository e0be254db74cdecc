import { api } from "@institute/api-client";
import { resetPath } from "@institute/routes";
import { RESET_LINK_HOURS, type Student } from "@institute/schemas";
import { LoadFailed, toast } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { When } from "../../shared/columns";
import { serverError } from "../../shared/hooks";

/**
 * A student's "Reset link": issues a one-time link and shows it to pass on (no mail server is
 * assumed). Each opening issues a new link, which replaces the student's earlier one.
 */
export function ResetLinkDialog({ student }: { student: Student }) {
  const issue = useMutation({ mutationFn: () => api.passwordResets.issue({ params: { id: student.id } }) });
  const linkId = useId();
  const link = issue.data ? `${location.origin}${resetPath(issue.data.token)}` : "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy: select the link and copy it");
    }
  }

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (open) issue.mutate();
        else issue.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="button" aria-label={`Reset link for ${student.name}`}>Reset link</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Password reset link for {student.name}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Pass it on to the student. It works once, for {RESET_LINK_HOURS} hours; a newer link replaces it.
          </Dialog.Description>
          {issue.isPending && <p role="status">Creating the link...</p>}
          {issue.isError && <LoadFailed onRetry={() => issue.mutate()}>{serverError(issue.error, "Could not create the link")}</LoadFailed>}
          {issue.data && (
            <div className="field">
              <label htmlFor={linkId}>Reset link</label>
              <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <p className="field-hint">
                Valid until <When iso={issue.data.expires_at} />.
              </p>
            </div>
          )}
          <div className="dialog-actions">
            {issue.data && <button type="button" className="button button-primary" onClick={copy}>Copy link</button>}
            <Dialog.Close asChild>
              <button type="button" className="button">Close</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
