import type postgres from "postgres";
import { PageContent, type PageFields } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { fieldsOf, writtenRow } from "../db/row.ts";
import { transaction } from "../db/transaction.ts";

/** Home and about are one-row tables of the same shape. */
export type PageTable = "home_content" | "about_content";

// Read and written by the schema's fields, as courses are (page_content_cases holds each table's
// columns to the same list).
const COLUMNS = fieldsOf(PageContent);
const EDITED = COLUMNS.filter((column) => column !== "image");

export const pageQueries = (table: PageTable) => {
  /** The save, inside a transaction the caller holds (the seed's, or save's own). */
  const saveIn = async (tx: postgres.TransactionSql, page: PageFields, image: string | null) => {
    await tx`insert into ${tx(table)} (id) values (1) on conflict (id) do nothing`;
    const [{ previous }] = await tx<{ previous: string | null }[]>`select image as previous from ${tx(table)} where id = 1 for update`;
    const [saved] = await tx<PageContent[]>`
      update ${tx(table)}
      set ${tx(writtenRow(tx, page, EDITED))}, image = coalesce(${image}::text, image), updated_at = now()
      where id = 1
      returning ${tx(COLUMNS)}`;
    return { saved, previous };
  };
  return {
    /** Empty until the admin first saves the page. */
    get: async (sql: Sql): Promise<PageContent> =>
      (await sql<PageContent[]>`select ${sql(COLUMNS)} from ${sql(table)} where id = 1`)[0] ?? { title: "", content: "", image: null },

    /**
     * Saves the page, keeping its image unless a new one is given, and answers the image it
     * had as `previous`. The row is locked while that is read, so of two concurrent saves each
     * learns the image it really replaced.
     */
    save: (sql: Sql, page: PageFields, image: string | null) => transaction(sql, (tx) => saveIn(tx, page, image)),
    saveIn,
  };
};
