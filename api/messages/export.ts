import type { ContactMessage, Inquiry } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { type Cell, DATE_TIME, type SheetColumn, xlsxStream } from "../formats/spreadsheet.ts";
import { wallClock } from "../formats/wall-clock.ts";
import { exportTimeZone } from "../settings/queries.ts";
import type { MessageTable } from "./queries.ts";

/** The columns of a table's export: inquiries name their course; both end with the follow-up desk's. */
const messageColumns = (table: MessageTable): SheetColumn[] => [
  { header: "Name", width: 24 },
  { header: "Email", width: 30 },
  { header: "Mobile", width: 14 },
  { header: "Message", width: 60 },
  { header: "Date", width: 18, numFmt: DATE_TIME },
  ...(table === "inquiries" ? [{ header: "Course", width: 30 }] : []),
  { header: "State", width: 10 },
  { header: "Stage", width: 14 },
  { header: "Owner", width: 20 },
  { header: "Next follow-up", width: 14 },
];

/** Messages as spreadsheet rows, in the order of messageColumns; the date stays a date, as `zone` shows it. */
async function* messageRows(
  table: MessageTable,
  batches: AsyncIterable<(ContactMessage | Inquiry)[]>,
  zone: string,
): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) {
    yield batch.map((m) => [
      m.name,
      m.email,
      m.mobile,
      m.message,
      wallClock(new Date(m.created_at), zone),
      ...(table === "inquiries" ? [(m as Inquiry).course] : []),
      m.handled_at ? "Handled" : "New",
      m.stage,
      m.owner,
      // A day as the office picked it, in no time zone: text, so no spreadsheet shifts it.
      m.follow_up_on,
    ]);
  }
}

const SHEET: Record<MessageTable, string> = { contacts: "Contact messages", inquiries: "Inquiries" };

/** The messages of `batches` as a streamed spreadsheet, times in the institute's zone. */
export async function messageSheet(deps: Deps, table: MessageTable, batches: AsyncIterable<(ContactMessage | Inquiry)[]>) {
  const rows = messageRows(table, batches, await exportTimeZone(deps.sql));
  return await xlsxStream(deps.log, SHEET[table], messageColumns(table), rows);
}
