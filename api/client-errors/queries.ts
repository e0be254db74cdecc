import type { ClientErrorSummary } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

export interface NewClientError {
  remote: string;
  build: string;
  route: string;
  kind: string;
  message: string;
  stack: string;
  user_agent: string;
}

/** How long reports are kept: the console shows a day; a week leaves room to look back. */
const KEPT = "7 days";

export async function insertClientError(sql: Sql, e: NewClientError) {
  await sql`insert into client_errors (remote, build, route, kind, message, stack, user_agent)
    values (${e.remote}, ${e.build}, ${e.route}, ${e.kind}, ${e.message}, ${e.stack}, ${e.user_agent})`;
  await sql`delete from client_errors where at < now() - ${KEPT}::interval`;
}

/** The last 24 hours per remote and build, with the latest report of each; the most recent first. */
export const clientErrorSummary = (sql: Sql) =>
  sql<ClientErrorSummary[]>`
    select * from (
      select distinct on (remote, build) remote, build,
             count(*) over (partition by remote, build)::int as count,
             at as last_at, message as last_message, route as last_route
      from client_errors
      where at > now() - interval '24 hours'
      order by remote, build, at desc, id desc) latest
    order by last_at desc`;
