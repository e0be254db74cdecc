import { api, queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { useDelete, useLoadError } from "../../shared/hooks";
import { MESSAGE_COLUMNS } from "../../shared/columns";
import { DataTable } from "../../shared/DataTable";
import { DeleteButton } from "../../shared/EditDeleteButtons";

/** /admin/messages: the contact form's messages. */
export function MessagesPage() {
  const messages = useQuery(queries.contacts.all());
  useLoadError(messages.error, "Failed to load messages");
  const del = useDelete(queries.contacts.key, api.contacts.remove, "message", { done: "Message deleted", failed: "Delete failed" });
  return (
    <section aria-labelledby="adm-messages-title">
      <h1 id="adm-messages-title">Contact Messages</h1>
      <DataTable
        caption="Contact messages"
        list={messages}
        columns={MESSAGE_COLUMNS}
        empty="No messages found"
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
