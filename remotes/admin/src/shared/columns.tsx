import type { ContactMessage } from "@institute/schemas";
import type { Column } from "./RecordTable";

const shown = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

/** A date-time in the browser's locale and time zone, the exact time on hover. */
export function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  return <time dateTime={iso} title={exact.format(date)}>{shown.format(date)}</time>;
}

/** When a row was created, sortable (the lists' default order is newest first). */
export const createdColumn = <T extends { created_at: string }>(header: string): Column<T> => ({
  header,
  text: (row) => shown.format(new Date(row.created_at)),
  render: (row) => <When iso={row.created_at} />,
  sort: "created_at",
});

/** Who wrote or registered: the first columns of the message, inquiry and student tables. */
export const personColumns = <T extends { name: string; email: string; mobile: string }>(): Column<T>[] => [
  { header: "Name", text: (row) => row.name, sort: "name" },
  { header: "Email", text: (row) => row.email, sort: "email" },
  { header: "Mobile", text: (row) => row.mobile },
];

/** The table of contact messages and of inquiries (an inquiry has a message's shape). */
export const MESSAGE_COLUMNS: Column<ContactMessage>[] = [
  ...personColumns<ContactMessage>(),
  { header: "Message", text: (m) => m.message },
  createdColumn("Received"),
];
