import type { Queryable, Sql } from "../db/database.ts";

/** The addresses the console set for the office's notices, in its order; empty when none. */
export const officeRecipients = async (sql: Queryable): Promise<string[]> =>
  (await sql<{ office_recipients: string[] }[]>`select office_recipients from site_settings where id = 1`)[0]?.office_recipients ?? [];

export const saveOfficeRecipients = async (sql: Sql, addresses: string[]): Promise<string[]> =>
  (await sql<{ office_recipients: string[] }[]>`
    update site_settings set office_recipients = ${sql.json(addresses)} where id = 1 returning office_recipients`)[0].office_recipients;
