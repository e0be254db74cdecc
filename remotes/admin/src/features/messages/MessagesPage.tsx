import { api, queries } from "@institute/api-client";
import { toast } from "@institute/ui";
import { DeleteButton } from "../../shared/EditDeleteButtons";
import { DESK_FILTERS } from "../../shared/desk";
import { ExportButton } from "../../shared/ExportButton";
import { useDelete } from "../../shared/hooks";
import { MessagesTable } from "../../shared/MessagesTable";

/** /admin/messages: the contact form's messages on the follow-up desk, and their spreadsheet export, of what the list selects. */
export function MessagesPage() {
  const del = useDelete(queries.contacts.key, api.contacts.remove, "message", { done: "Message deleted", failed: "Delete failed" });
  return (
    <section aria-labelledby="adm-messages-title">
      <div className="adm-heading-row">
        <h1 id="adm-messages-title">Contact Messages</h1>
        <ExportButton
          filters={["state", ...DESK_FILTERS]}
          download={(query) => api.contacts.export({ query })}
          filename="contacts.xlsx"
          report={(message) => toast.error(message)}
        />
      </div>
      <MessagesTable
        caption="Contact messages"
        list={{ query: queries.contacts.page }}
        desk="contacts"
        listKey={queries.contacts.key}
        markHandled={api.contacts.markHandled}
        empty="No messages found"
        onLoadError={() => toast.error("Failed to load messages")}
        replySubject="Re: your message"
        actions={(m) => (
          <DeleteButton
            label={`Delete message from ${m.name}`}
            onClick={() => del.remove(m.id, `The message from ${m.name}`)}
          />
        )}
      />
      {del.dialog}
    </section>
  );
}
