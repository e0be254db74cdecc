import type { PageContent } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";

/** Home and about are one-row tables of the same shape. */
export type PageTable = "home_content" | "about_content";

export interface PageFields {
  title: string;
  content: string;
}

export const pageQueries = (table: PageTable) => ({
  /** Empty until the admin first saves the page. */
  get: async (sql: Sql): Promise<PageContent> =>
    (await sql<PageContent[]>`select title, content, image from ${sql(table)} where id = 1`)[0] ?? { title: "", content: "", image: null },

  /**
   * Saves the page, keeping its image unless a new one is given, and answers the image it
   * had as `previous`. The row is locked while that is read, so of two concurrent saves each
   * learns the image it really replaced.
   */
  save: (sql: Sql, page: PageFields, image: string | null) =>
    transaction(sql, async (tx) => {
      await tx`insert into ${tx(table)} (id) values (1) on conflict (id) do nothing`;
      const [{ previous }] = await tx<{ previous: string | null }[]>`select image as previous from ${tx(table)} where id = 1 for update`;
      const [saved] = await tx<PageContent[]>`
        update ${tx(table)}
        set title = ${page.title}, content = ${page.content}, image = coalesce(${image}::text, image), updated_at = now()
        where id = 1
        returning title, content, image`;
      return { saved, previous };
    }),
});
