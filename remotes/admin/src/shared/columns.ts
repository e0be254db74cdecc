import type { ContactMessage } from "@institute/schemas";
import { type Column, when } from "./DataTable";

/** Who wrote or registered: the first columns of the message, inquiry and student tables. */
export const personColumns = <T extends { name: string; email: string; mobile: string }>(): Column<T>[] => [
  { header: "Name", text: (row) => row.name },
  { header: "Email", text: (row) => row.email },
  { header: "Mobile", text: (row) => row.mobile },
];

/** The table of contact messages and of inquiries (an inquiry has a message's shape). */
export const MESSAGE_COLUMNS: Column<ContactMessage>[] = [
  ...personColumns<ContactMessage>(),
  { header: "Message", text: (m) => m.message },
  { header: "Received", text: (m) => when(m.created_at) },
];
