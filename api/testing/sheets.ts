import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import { call, type TestApp } from "./harness.ts";

/** An export's file, after checking that it is a download named `filename`. */
export async function exported(t: TestApp, token: string, path: string, filename: string): Promise<ArrayBuffer> {
  const res = await call(t, "GET", path, { token });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  assert.equal(res.headers.get("content-disposition"), `attachment; filename="${filename}"`);
  return await res.arrayBuffer();
}

/** An export's one sheet as rows of cell values, empty cells as null. */
export async function exportedRows(t: TestApp, token: string, path: string, filename: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await exported(t, token, path, filename));
  assert.equal(workbook.worksheets.length, 1);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from((row.values as ExcelJS.CellValue[]).slice(1), (v) => v ?? null));
  });
  return rows;
}
