import type { CourseFile } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { type Cell, DATE_TIME, type SheetColumn, xlsxStream } from "../formats/spreadsheet.ts";
import { wallClock } from "../formats/wall-clock.ts";
import { exportTimeZone } from "../settings/queries.ts";

const COLUMNS: SheetColumn[] = [
  { header: "File", width: 40 },
  { header: "Course", width: 30 },
  { header: "Type", width: 12 },
  { header: "Uploaded", width: 18, numFmt: DATE_TIME },
];

async function* courseFileRows(batches: AsyncIterable<CourseFile[]>, zone: string): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) {
    yield batch.map((f) => [f.original_name, f.course_title, f.type, wallClock(new Date(f.created_at), zone)]);
  }
}

/** The course files of `batches` as a streamed spreadsheet, times in the institute's zone. */
export const courseFileSheet = async (deps: Deps, batches: AsyncIterable<CourseFile[]>) =>
  await xlsxStream(deps.log, "Course files", COLUMNS, courseFileRows(batches, await exportTimeZone(deps.sql)));
