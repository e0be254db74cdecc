import type { Sql } from "../db/database.ts";

/** First sight inserts the visitor; every later visit only moves last_seen. */
export const recordVisit = (sql: Sql, visitorId: string) =>
  sql`
    insert into visitors (visitor_id) values (${visitorId})
    on conflict (visitor_id) do update set last_seen = now()`;
