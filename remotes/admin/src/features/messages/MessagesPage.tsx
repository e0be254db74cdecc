import { api, queries } from "@institute/api-client";
import type { ContactMessage } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useDelete, useLoadError } from "../../shared/hooks";
import { type Column, DataTable, when } from "../../shared/DataTable";

const COLUMNS: Column<ContactMessage>[] = [
  { header: "Name", text: (m) => m.name },
  { header: "Email", text: (m) => m.email },
  { header: "Mobile", text: (m) => m.mobile },
  { header: "Message", text: (m) => m.message },
  { header: "Received", text: (m) => when(m.created_at) },
];

/** /admin/messages: the contact form's messages. */
export function MessagesPage() {
  const messages = useQuery(queries.contacts.all());
  useLoadError(messages.error, "Failed to load messages");
  const del = useDelete(queries.contacts.key, (id: number) => api.contacts.remove({ params: { id } }), {
    title: "Delete this message?",
    done: "Message deleted",
    failed: "Delete failed",
  });
  return (
    <section aria-labelledby="adm-messages-title">
      <h1 id="adm-messages-title">Contact Messages</h1>
      <DataTable
        caption="Contact messages"
        rows={messages.data}
        loading={messages.isPending}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        empty="No messages found"
        actions={(m) => (
          <button
            type="button"
            className="button button-danger"
            aria-label={`Delete message from ${m.name}`}
            onClick={() => del.remove(m.id, `The message from ${m.name}`)}
          >
            Delete
          </button>
        )}
      />
      {del.dialog}
    </section>
  );
}
