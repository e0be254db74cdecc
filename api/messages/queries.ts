import type { ContactMessage } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

/** Contact messages and inquiries share one shape, in two tables. */
export type MessageTable = "contacts" | "inquiries";

export interface MessageFields {
  name: string;
  email: string;
  mobile: string;
  message: string;
}

/** A message as a public form sends it: the fields, and the trap field a person leaves empty. */
export type SentMessage = MessageFields & { website?: string };

export const messageQueries = (table: MessageTable) => {
  const insert = async (sql: Sql, m: MessageFields) =>
    (await sql<{ id: number }[]>`insert into ${
      sql(table)
    } (name, email, mobile, message) values (${m.name}, ${m.email}, ${m.mobile}, ${m.message}) returning id`)[0];
  // Newest first; the id breaks ties between messages of the same instant.
  const newestFirst = (sql: Sql) =>
    sql<ContactMessage[]>`select id, name, email, mobile, message, created_at from ${sql(table)} order by created_at desc, id desc`;
  return {
    list: newestFirst,
    /** The same rows in batches of `size`, for exports whose memory must not grow with the table. */
    batches: (sql: Sql, size: number) => newestFirst(sql).cursor(size),
    /** Stores what a public form sent, unless its trap field is filled: a bot, told the same as a person (id 0 names no row). */
    receive: async (sql: Sql, { website, ...m }: SentMessage) => website ? { id: 0 } : await insert(sql, m),
    remove: async (sql: Sql, id: number) => (await sql`delete from ${sql(table)} where id = ${id} returning id`).length > 0,
  };
};
