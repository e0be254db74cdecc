import type { ContactMessage, MessageListQuery } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { listPage, type ListSource, listStatements } from "../db/list-query.ts";

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

const byState = (sql: Sql, state: MessageListQuery["state"]) =>
  state === undefined ? [] : [state === "new" ? sql`handled_at is null` : sql`handled_at is not null`];

export const messageQueries = (table: MessageTable) => {
  const insert = async (sql: Sql, m: MessageFields) =>
    (await sql<{ id: number }[]>`insert into ${
      sql(table)
    } (name, email, mobile, message) values (${m.name}, ${m.email}, ${m.mobile}, ${m.message}) returning id`)[0];
  const source = (sql: Sql): ListSource => ({
    columns: sql`id, name, email, mobile, message, created_at, handled_at`,
    tables: sql`${sql(table)}`,
    id: sql`id`,
    created: sql`created_at`,
    sortable: { created_at: sql`created_at`, name: sql`lower(name)`, email: sql`lower(email)` },
    search: { text: [sql`name`, sql`email`, sql`message`], digits: sql`mobile` },
  });
  return {
    /** A page of the messages the query selects (newest first unless sorted), and how many match. */
    list: (sql: Sql, { state, ...query }: MessageListQuery = {}) =>
      listPage<ContactMessage[]>(sql, source(sql), query, byState(sql, state)),
    /** Every message the query selects, in batches of `size`, for exports whose memory must not grow with the table. */
    batches: (sql: Sql, { state, ...query }: MessageListQuery, size: number) =>
      listStatements<ContactMessage[]>(sql, source(sql), query, byState(sql, state)).all().cursor(size),
    /** Marks messages handled (now) or new again; the ids that exist are the ones changed. */
    mark: async (sql: Sql, ids: number[], handled: boolean) =>
      (await sql<{ id: number }[]>`update ${sql(table)} set handled_at = ${handled ? sql`coalesce(handled_at, now())` : null}
        where id = any(${ids}) returning id`).map((r) => r.id),
    /** Stores what a public form sent, unless its trap field is filled: a bot, told the same as a person (id 0 names no row). */
    receive: async (sql: Sql, { website, ...m }: SentMessage) => website ? { id: 0 } : await insert(sql, m),
    remove: async (sql: Sql, id: number) => (await sql`delete from ${sql(table)} where id = ${id} returning id`).length > 0,
  };
};
