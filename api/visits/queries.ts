import type { Sql } from "../db/database.ts";

/** A known visitor's visit moves last_seen; false when the id is new. */
export const touchVisitor = async (sql: Sql, visitorId: string) =>
  (await sql`update visitors set last_seen = now() where visitor_id = ${visitorId}`).count > 0;

/** First sight of a visitor (a second one of the same id at the same moment only moves last_seen). */
export const addVisitor = (sql: Sql, visitorId: string) =>
  sql`
    insert into visitors (visitor_id) values (${visitorId})
    on conflict (visitor_id) do update set last_seen = now()`;
