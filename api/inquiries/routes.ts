import { Hono } from "hono";
import { InquiryRequest } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { messageQueries } from "../messages/queries.ts";
import { requireRole } from "../auth/tokens.ts";
import { XLSX_TYPE, xlsxStream } from "../formats/spreadsheet.ts";
import { validate } from "../http/validate.ts";
import { limitWrites } from "../http/write-limits.ts";
import { EXPORT_BATCH, INQUIRY_COLUMNS, inquiryRows } from "./export.ts";

const inquiries = messageQueries("inquiries");

export const inquiryRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .get("/", admin, async (c) => c.json(await inquiries.list(deps.sql)))
    .post(
      "/",
      limitWrites(deps, { kind: "inquiry", max: deps.config.LIMIT_INQUIRIES_PER_10_MINUTES, windowMinutes: 10 }),
      validate("json", InquiryRequest),
      async (c) => {
        const { id } = await inquiries.receive(deps.sql, c.req.valid("json"));
        return c.json({ message: "Inquiry submitted successfully!", id }, 201);
      },
    )
    .get("/export", admin, async (c) => {
      const rows = inquiryRows(inquiries.batches(deps.sql, EXPORT_BATCH));
      const body = await xlsxStream(deps.log, "Inquiries", INQUIRY_COLUMNS, rows);
      return c.body(body, 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": 'attachment; filename="inquiries.xlsx"',
        "Cache-Control": "no-store",
      });
    });
};
