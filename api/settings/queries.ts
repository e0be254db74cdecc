import { SiteSettings } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { fieldsOf, writtenRow } from "../db/row.ts";
import { serverTimeZone } from "../formats/wall-clock.ts";

// Read and written by the schema's fields, as courses are (settings_test holds them to the
// table's columns; the row's other columns are other settings' own).
const COLUMNS = fieldsOf(SiteSettings);

/** The one row of settings (the migration made it). */
export const getSettings = async (sql: Queryable) =>
  (await sql<(SiteSettings & { updated_at: Date })[]>`select ${sql(COLUMNS)}, updated_at from site_settings where id = 1`)[0];

export const saveSettings = async (sql: Queryable, s: SiteSettings) =>
  (await sql<SiteSettings[]>`
    update site_settings set ${sql(writtenRow(sql, s, COLUMNS))}, updated_at = now()
    where id = 1 returning ${sql(COLUMNS)}`)[0];

/** The zone the console's exports show times in: the institute's, else the server's. */
export const exportTimeZone = async (sql: Sql) =>
  (await sql<{ time_zone: string }[]>`select time_zone from site_settings where id = 1`)[0]?.time_zone || serverTimeZone();

/** The institute's time zone in a statement: the one Settings name, else the server's. */
export const instituteZone = (sql: Sql) =>
  sql`coalesce(nullif((select time_zone from site_settings where id = 1), ''), ${serverTimeZone()})`;
/** The institute's today in a statement: "due today" turns over at its midnight, not the server's. */
export const instituteToday = (sql: Sql) => sql`(now() at time zone ${instituteZone(sql)})::date`;
