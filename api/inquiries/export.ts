import type { Inquiry } from "@institute/schemas";
import type { Cell, SheetColumn } from "../formats/spreadsheet.ts";

/** Rows fetched from the database per round trip while exporting. */
export const EXPORT_BATCH = 500;

export const INQUIRY_COLUMNS: SheetColumn[] = [
  { header: "Name", width: 24 },
  { header: "Email", width: 30 },
  { header: "Mobile", width: 14 },
  { header: "Message", width: 60 },
  { header: "Date", width: 18, numFmt: "yyyy-mm-dd hh:mm" },
  { header: "Course", width: 30 },
];

/** Inquiries as spreadsheet rows, in the order of INQUIRY_COLUMNS; the date stays a date. */
export async function* inquiryRows(batches: AsyncIterable<Inquiry[]>): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) {
    yield batch.map((i) => [i.name, i.email, i.mobile, i.message, new Date(i.created_at), i.course]);
  }
}
