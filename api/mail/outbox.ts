import type { MailContent, MailKind, MailListQuery, MailMessage, SiteSettings, SortColumn } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { listPage, type ListSource } from "../db/list-query.ts";
import { getSettings } from "../settings/queries.ts";
import { officeRecipients } from "./office-recipients.ts";

/** A message as it is written to the outbox, beside the row that caused it. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  fromName: string;
  subject: string;
  html: string;
  text: string;
  /** A secret sealed by the Sealer (sealed-secret.ts), which the worker puts where html and text say SEALED. */
  sealedSecret?: string;
  cause?: { table: "inquiries" | "contacts" | "students" | "admins"; id: number };
}

/** A message a worker has claimed: `attempt` is this try's number, which its outcome is written under. */
export interface ClaimedMail {
  id: number;
  to_address: string;
  reply_to: string;
  from_name: string;
  subject: string;
  html: string;
  text: string;
  sealed_secret: string | null;
  attempt: number;
}

/** Writes messages to the outbox; call it inside the transaction that writes their cause. */
export async function queueMail(sql: Queryable, mails: OutgoingMail[]): Promise<void> {
  if (!mails.length) return;
  await sql`insert into mail_outbox ${
    sql(mails.map((m) => ({
      kind: m.kind,
      to_address: m.to,
      reply_to: m.replyTo ?? "",
      from_name: m.fromName,
      subject: m.subject,
      html: m.html,
      text: m.text,
      sealed_secret: m.sealedSecret ?? null,
      cause_table: m.cause?.table ?? null,
      cause_id: m.cause?.id ?? null,
    })))
  }`;
}

/**
 * Writes the mail `compose` makes with the institute's Settings (its name, contact details,
 * email) and the office's address list (the Mail page's recipients, else the institute's email;
 * "" when neither is set), inside the caller's transaction.
 */
export async function queueWithSettings(tx: Queryable, compose: (settings: SiteSettings, office: string) => OutgoingMail[]): Promise<void> {
  const { updated_at: _, ...settings } = await getSettings(tx);
  const recipients = await officeRecipients(tx);
  await queueMail(tx, compose(settings, (recipients.length ? recipients : [settings.email]).filter(Boolean).join(", ")));
}

/**
 * Claims up to `limit` messages that are due, or whose worker's lease ran out (it died mid-send):
 * each for this worker alone until `leaseMs` from now. SKIP LOCKED lets the replicas' workers
 * claim side by side without waiting on each other or taking the same message.
 */
export const claimDue = (sql: Sql, { leaseMs, limit }: { leaseMs: number; limit: number }) =>
  sql<ClaimedMail[]>`
    update mail_outbox set state = 'sending', attempts = attempts + 1,
      lease_until = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from mail_outbox
      where (state = 'queued' and next_attempt_at <= now()) or (state = 'sending' and lease_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id, to_address, reply_to, from_name, subject, html, text, sealed_secret, attempts as attempt`;

// The outcome of a try is written only while the message is still this try's: a worker that
// outlived its lease must not overwrite what the one that took the message over wrote.
const stillOurs = (sql: Sql, mail: ClaimedMail) => sql`id = ${mail.id} and attempts = ${mail.attempt} and state = 'sending'`;

export const markSent = (sql: Sql, mail: ClaimedMail) =>
  sql`update mail_outbox set state = 'sent', sent_at = now(), lease_until = null, last_error = '' where ${stillOurs(sql, mail)}`;

/** A refused try: queued again after `retryInMs`, or failed for good when null. */
export const markRefused = (sql: Sql, mail: ClaimedMail, error: string, retryInMs: number | null) =>
  sql`
    update mail_outbox set lease_until = null, last_error = ${error},
      state = ${retryInMs === null ? "failed" : "queued"},
      next_attempt_at = now() + ${retryInMs ?? 0} * interval '1 millisecond'
    where ${stillOurs(sql, mail)}`;

/** Queues a message again now, its tries counted from zero; false for an unknown id or one in a worker's hands. */
export const resend = async (sql: Sql, id: number) =>
  (await sql`
    update mail_outbox set state = 'queued', attempts = 0, next_attempt_at = now(), last_error = ''
    where id = ${id} and state in ('sent', 'failed', 'queued') returning id`).length > 0;

const columns = (sql: Sql) => sql`id, kind, to_address, subject, state, attempts, next_attempt_at, last_error, sent_at, created_at`;

const source = (sql: Sql): ListSource<SortColumn<MailListQuery>> => ({
  columns: columns(sql),
  tables: sql`mail_outbox`,
  id: sql`id`,
  created: sql`created_at`,
  sortable: { created_at: sql`created_at`, to_address: sql`lower(to_address)`, state: sql`state` },
  search: { text: [sql`to_address`, sql`subject`] },
});

/** A page of the outbox (newest first unless sorted), and how many match. */
export const listMail = (sql: Sql, { state, ...query }: MailListQuery) =>
  listPage<MailMessage[], SortColumn<MailListQuery>>(sql, source(sql), query, state ? [sql`state = ${state}`] : []);

/** One message with what it says, or undefined. */
export const findMail = async (sql: Sql, id: number) =>
  (await sql<MailContent[]>`select ${columns(sql)}, reply_to, text from mail_outbox where id = ${id}`)[0];
