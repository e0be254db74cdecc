import type { ActivityEntry, ActivityListQuery, SortColumn } from "@institute/schemas";
import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import { listPage } from "../db/list-query.ts";
import { transaction } from "../db/transaction.ts";

export type NewActivity = Omit<ActivityEntry, "id" | "at">;

export const insertActivity = (sql: Sql | TransactionSql, a: NewActivity) =>
  sql`insert into activity (admin_id, admin_name, address, action, entity, entity_id, record_name, summary, request_id)
      values (${a.admin_id}, ${a.admin_name}, ${a.address}, ${a.action}, ${a.entity}, ${a.entity_id}, ${a.record_name},
        ${a.summary}, ${a.request_id})`;

/**
 * Writes an entry unless one of its action from its address was written in the last `minutes`:
 * checked and written under a lock on the pair, so a burst writes one.
 */
export const insertActivityOnce = (sql: Sql, a: NewActivity, minutes: number) =>
  transaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`activity\n${a.action}\n${a.address}`}))`;
    const [recent] = await tx`select 1 from activity
      where action = ${a.action} and address = ${a.address} and at > now() - make_interval(mins => ${minutes})`;
    if (!recent) await insertActivity(tx, a);
  });

/** A page of the log the query selects; newest first unless sorted. */
export const listActivity = (sql: Sql, { admin_id, action, entity, ...query }: ActivityListQuery = {}) =>
  listPage<ActivityEntry[], SortColumn<ActivityListQuery>>(
    sql,
    {
      columns: sql`id, at, admin_id, admin_name, address, action, entity, entity_id, record_name, summary, request_id`,
      tables: sql`activity`,
      id: sql`id`,
      created: sql`at`,
      sortable: { created_at: sql`at`, admin_name: sql`lower(admin_name)`, action: sql`action`, entity: sql`entity` },
      search: { text: [sql`admin_name`, sql`action`, sql`entity`, sql`summary`] },
    },
    query,
    [
      ...(admin_id === undefined ? [] : [sql`admin_id = ${admin_id}`]),
      ...(action === undefined ? [] : [sql`action = ${action}`]),
      ...(entity === undefined ? [] : [sql`entity = ${entity}`]),
    ],
  );

/** Removes the entries older than `days` days; answers how many. */
export const pruneActivity = async (sql: Sql, days: number) =>
  (await sql`delete from activity where at < now() - make_interval(days => ${days})`).count;
