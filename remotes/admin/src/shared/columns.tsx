import type { ContactMessage, MessageListQuery, SortColumn } from "@institute/schemas";
import { useDateFormat } from "./date-display";
import { LongText } from "./LongText";
import type { Column } from "./RecordTable";

/** A date-time in the admin's chosen locale and time zone (the browser's by default), the exact time on hover. */
export function When({ iso }: { iso: string }) {
  const { shown, exact } = useDateFormat();
  const date = new Date(iso);
  return <time dateTime={iso} title={exact.format(date)}>{shown.format(date)}</time>;
}

/** A date-time column, sortable by the API's key `sort` when given. */
export const dateColumn = <T, S extends string = never>(header: string, iso: (row: T) => string, sort?: S): Column<T, S> => ({
  header,
  text: iso,
  render: (row) => <When iso={iso(row)} />,
  sort,
});

/** When a row was created, sortable (the lists' default order is newest first). */
export const createdColumn = <T extends { created_at: string }>(header: string) =>
  dateColumn<T, "created_at">(header, (row) => row.created_at, "created_at");

/** Who wrote or registered: the first columns of the message, inquiry and student tables. */
export const personColumns = <T extends { name: string; email: string; mobile: string }>(): Column<T, "name" | "email">[] => [
  { header: "Name", text: (row) => row.name, sort: "name" },
  { header: "Email", text: (row) => row.email, render: (row) => <span className="adm-breakable">{row.email}</span>, sort: "email" },
  { header: "Mobile", text: (row) => row.mobile },
];

/** The table of contact messages and of inquiries (an inquiry has a message's shape). */
export const MESSAGE_COLUMNS: Column<ContactMessage, SortColumn<MessageListQuery>>[] = [
  ...personColumns<ContactMessage>(),
  { header: "Message", text: (m) => m.message, render: (m) => <LongText text={m.message} /> },
  createdColumn("Received"),
];
