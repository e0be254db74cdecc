import { api, queries } from "@institute/api-client";
import { MAIL_STATES, type MailListQuery, type MailMessage, type MailState, type SortColumn } from "@institute/schemas";
import { toast } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { dateColumn, When } from "../../shared/columns";
import { serverError } from "../../shared/hooks";
import { ListFilter } from "../../shared/ListFilter";
import { OfficeRecipientsForm } from "./OfficeRecipientsForm";
import type { Column } from "../../shared/RecordTable";
import { ServerTable } from "../../shared/ServerTable";

const STATE_LABELS: Record<MailState, string> = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };

/** Where a message stands, in words: when it was sent, when it is tried next, or why it failed. */
function MailStatus({ mail, sending }: { mail: MailMessage; sending: boolean }) {
  if (mail.state === "sent" && mail.sent_at) {
    return (
      <>
        Sent <When iso={mail.sent_at} />
      </>
    );
  }
  if (mail.state === "failed") return <>Failed: {mail.last_error}</>;
  if (mail.state === "sending") return <>Sending</>;
  if (!sending) return <>Waiting for a mail server</>;
  if (!mail.attempts) return <>Queued</>;
  return (
    <>
      Retrying <When iso={mail.next_attempt_at} /> (refused: {mail.last_error})
    </>
  );
}

/** /admin/mail: every message the site sent or will send, its state, and sending one again. */
export function MailPage() {
  const client = useQueryClient();
  const delivery = useQuery(queries.mail.delivery());
  const sending = delivery.data?.sending ?? true;
  const [busy, setBusy] = useState<number | null>(null);

  const columns: Column<MailMessage, SortColumn<MailListQuery>>[] = [
    dateColumn("Written", (m: MailMessage) => m.created_at, "created_at"),
    { header: "To", text: (m) => m.to_address, render: (m) => <span className="adm-breakable">{m.to_address}</span>, sort: "to_address" },
    { header: "Subject", text: (m) => m.subject },
    { header: "State", text: (m) => STATE_LABELS[m.state], render: (m) => <MailStatus mail={m} sending={sending} />, sort: "state" },
  ];

  async function resend(mail: MailMessage) {
    setBusy(mail.id);
    try {
      const { message } = await api.mail.resend({ params: { id: mail.id } });
      toast.success(message);
    } catch (error) {
      toast.error(serverError(error, "Could not send the message again"));
    } finally {
      setBusy(null);
    }
    await client.invalidateQueries({ queryKey: queries.mail.key });
  }

  return (
    <section aria-labelledby="adm-mail-title">
      <h1 id="adm-mail-title">Mail</h1>
      {delivery.data && (
        <p className="adm-note" role="note">
          {delivery.data.sending
            ? `Mail is sent from ${delivery.data.from}. A message the mail server refuses is tried again, waiting longer each time.`
            : "No mail server is set (SMTP_URL), so messages are kept here and not sent. Nothing is lost: they go out once one is set."}
        </p>
      )}
      {delivery.data && <OfficeRecipientsForm key={delivery.data.office_recipients.join("\n")} saved={delivery.data.office_recipients} />}
      <ServerTable
        caption="Mail"
        list={{ query: queries.mail.page, filters: ["state"] }}
        columns={columns}
        empty="No mail yet."
        onLoadError={() => toast.error("Failed to load the mail")}
        toolbar={(state, refine) => (
          <ListFilter
            label="State"
            name="state"
            all="Every state"
            options={MAIL_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
            state={state}
            refine={refine}
          />
        )}
        actions={(mail) =>
          mail.state === "sending"
            ? null
            : (
              <button type="button" className="button" disabled={busy === mail.id} onClick={() => resend(mail)}>
                {busy === mail.id ? "Sending..." : "Send again"}
              </button>
            )}
      />
    </section>
  );
}
