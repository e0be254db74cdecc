import { PassThrough } from "node:stream";
import { XLSX_TYPE } from "@institute/api-contract";
import ExcelJS from "exceljs";
import type { Logger } from "../logger.ts";
import { QUOTE_PREFIX } from "./quote-prefix.ts";

export type Cell = string | number | Date | null;

/** The number format of a date and time cell. */
export const DATE_TIME = "yyyy-mm-dd hh:mm";

/** Rows fetched from the database per round trip while exporting. */
export const EXPORT_BATCH = 500;

/** The headers of an export's answer: a download named `filename`, never cached. */
export const spreadsheetHeaders = (filename: string) => ({
  "Content-Type": XLSX_TYPE,
  "Content-Disposition": `attachment; filename="${filename}"`,
  "Cache-Control": "no-store",
});

export interface SheetColumn {
  header: string;
  width: number;
  /** Excel number format; dates need one to show as dates rather than serial numbers. */
  numFmt?: string;
}

// Text a spreadsheet would read as a formula (or as a cell break for \t and \r).
const FORMULA_START = /^[=+\-@\t\r]/;
const formulaLike = (value: Cell) => typeof value === "string" && FORMULA_START.test(value);

/** A row whose text a spreadsheet would run as a formula is kept text by its cells' quote-prefix style. */
function addInertRow(sheet: ExcelJS.Worksheet, values: Cell[]) {
  const row = sheet.addRow(values);
  values.forEach((value, i) => {
    if (formulaLike(value)) row.getCell(i + 1).style = QUOTE_PREFIX as Partial<ExcelJS.Style>;
  });
  row.commit();
}

/** Resolves once the consumer has taken what is buffered, or has gone away. */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/**
 * One-sheet .xlsx, its header row frozen and filtering every column, streamed while `batches` is read: rows are committed and zipped as they
 * come and the next batch is read only when the client has taken the previous one, so memory
 * holds about one batch whatever the row count. The first batch is read before anything is
 * sent, so a failing query becomes an error answer instead of a broken download.
 */
export async function xlsxStream(
  log: Logger,
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Cell[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const source = batches[Symbol.asyncIterator]();
  let next = await source.next();

  const out = new PassThrough();
  // Shared strings would keep every distinct text in memory until the end; inline strings do not.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // The header stays in view while scrolling.
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, numFmt }) => ({ header, width, style: numFmt ? { numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };

  (async () => {
    try {
      let rows = 0;
      for (; !next.done; next = await source.next()) {
        for (const row of next.value) addInertRow(sheet, row);
        rows += next.value.length;
        await drained(out);
        if (out.destroyed) return; // the client went away
      }
      // A filter on every column, over every row: written when the sheet closes, so the count is known.
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: columns.length } };
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      log.error("spreadsheet export failed midway", { sheet: sheetName, error: e });
      // An aborted body: the client sees a failed download, never a silently truncated file.
      out.destroy(e as Error);
    } finally {
      await source.return?.();
    }
  })();

  // Pulled through the stream's async iterator: a client that cancels ends the iteration, which
  // destroys `out`. (Readable.toWeb's adapter, on Deno, still pushes data into the cancelled
  // stream, and the error it throws is uncaught: it ended the process.)
  return ReadableStream.from<Uint8Array>(out);
}
