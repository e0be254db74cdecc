import { type Student, STUDENT_STATUS_LABELS } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { type Cell, DATE_TIME, type SheetColumn, xlsxStream } from "../formats/spreadsheet.ts";
import { wallClock } from "../formats/wall-clock.ts";
import { exportTimeZone } from "../settings/queries.ts";

const COLUMNS: SheetColumn[] = [
  { header: "Name", width: 24 },
  { header: "Email", width: 30 },
  { header: "Mobile", width: 14 },
  { header: "Course", width: 30 },
  { header: "Status", width: 20 },
  { header: "Registered", width: 18, numFmt: DATE_TIME },
];

async function* studentRows(batches: AsyncIterable<Student[]>, zone: string): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) {
    yield batch.map((s) => [s.name, s.email, s.mobile, s.course, STUDENT_STATUS_LABELS[s.status], wallClock(new Date(s.created_at), zone)]);
  }
}

/** The students of `batches` as a streamed spreadsheet, times in the institute's zone. */
export const studentSheet = async (deps: Deps, batches: AsyncIterable<Student[]>) =>
  await xlsxStream(deps.log, "Students", COLUMNS, studentRows(batches, await exportTimeZone(deps.sql)));
