import type { Sql } from "../db/database.ts";

/** How long inquiries and contact messages are kept, in months (0: all of them). */
export const getMessageRetention = async (sql: Sql) =>
  (await sql<{ months: number }[]>`select message_retention_months as months from site_settings where id = 1`)[0]?.months ?? 0;

export const saveMessageRetention = async (sql: Sql, months: number) =>
  (await sql<{ months: number }[]>`
    update site_settings set message_retention_months = ${months} where id = 1
    returning message_retention_months as months`)[0].months;

/**
 * Removes the inquiries and contact messages older than the office keeps them (their notes go
 * with them), and the copies of mail sent or given up that long ago (they hold the same details),
 * answering how many of each went; null, removing nothing, while the office keeps them all.
 */
export async function pruneMessages(sql: Sql): Promise<{ inquiries: number; contacts: number; mail: number } | null> {
  const months = await getMessageRetention(sql);
  if (months === 0) return null;
  const older = sql`created_at < now() - make_interval(months => ${months}::int)`;
  const inquiries = await sql`delete from inquiries where ${older}`;
  const contacts = await sql`delete from contacts where ${older}`;
  // Mail still to be sent stays, however old: it goes once it is sent, or given up.
  const mail = await sql`delete from mail_outbox where ${older} and state in ('sent', 'failed')`;
  return { inquiries: inquiries.count, contacts: contacts.count, mail: mail.count };
}
