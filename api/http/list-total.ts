import { TOTAL_COUNT_HEADER } from "@institute/schemas";
import type { Context } from "hono";

/** A list answer's body is the page; how many rows match in all goes in its header. */
export function withTotal<T>(c: Context, page: { rows: T; total: number }): T {
  c.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
