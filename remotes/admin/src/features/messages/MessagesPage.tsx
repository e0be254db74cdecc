import { api, queries } from "@institute/api-client";
import { toast } from "@institute/ui";
import { MESSAGE_COLUMNS } from "../../shared/columns";
import { DeleteButton } from "../../shared/EditDeleteButtons";
import { useDelete } from "../../shared/hooks";
import { ServerTable } from "../../shared/ServerTable";

/** /admin/messages: the contact form's messages. */
export function MessagesPage() {
  const del = useDelete(queries.contacts.key, api.contacts.remove, "message", { done: "Message deleted", failed: "Delete failed" });
  return (
    <section aria-labelledby="adm-messages-title">
      <h1 id="adm-messages-title">Contact Messages</h1>
      <ServerTable
        caption="Contact messages"
        list={{ query: queries.contacts.page }}
        columns={MESSAGE_COLUMNS}
        empty="No messages found"
        onLoadError={() => toast.error("Failed to load messages")}
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
