import type { Queryable, Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";

/** Whose password a link resets: a student's, or a staff account's. */
export type ResetAccount = "student" | "admin";

/** The account's table, the link's column naming it, and which of its accounts may be sent a link (those that may log in). */
const accountOf = (sql: Queryable, account: ResetAccount) =>
  account === "student"
    ? { table: sql("students"), link: sql("student_id"), mayLogIn: sql`status <> 'inactive'` }
    : { table: sql("admins"), link: sql("admin_id"), mayLogIn: sql`disabled_at is null` };

/**
 * Stores a new link for the student in place of any earlier one; answers when it expires, or
 * undefined when there is no such student.
 */
export const issueReset = async (sql: Sql, studentId: number, issuedBy: number, tokenHash: string, hours: number) =>
  (await sql<{ expires_at: Date }[]>`
    insert into password_resets (token_hash, student_id, issued_by, expires_at)
    select ${tokenHash}, id, ${issuedBy}, now() + make_interval(hours => ${hours}) from students where id = ${studentId}
    on conflict (student_id) do update set token_hash = excluded.token_hash, issued_by = excluded.issued_by,
      expires_at = excluded.expires_at, used_at = null, issued_at = now()
    returning expires_at`)[0]?.expires_at;

/**
 * A link asked for by mail, for the account with `email` that may log in (not a deactivated
 * student or a disabled admin). Answers the account to mail it to; undefined when there is none,
 * or when a link was issued to it less than `quietMinutes` ago (the earlier mail is on its way,
 * and stays the one that works).
 */
export const requestReset = async (
  sql: Queryable,
  account: ResetAccount,
  email: string,
  tokenHash: string,
  { hours, quietMinutes }: { hours: number; quietMinutes: number },
) => {
  const { table, link, mayLogIn } = accountOf(sql, account);
  return (await sql<{ id: number; name: string; email: string }[]>`
    with issued as (
      insert into password_resets (token_hash, ${link}, issued_by, expires_at)
      select ${tokenHash}, id, null, now() + make_interval(hours => ${hours})
      from ${table} where lower(email) = lower(${email}) and ${mayLogIn}
      on conflict (${link}) do update
        set token_hash = excluded.token_hash, issued_by = null, expires_at = excluded.expires_at, used_at = null, issued_at = now()
        where password_resets.used_at is not null or password_resets.issued_at <= now() - make_interval(mins => ${quietMinutes})
      returning ${link} as account_id)
    select a.id, a.name, a.email from ${table} a join issued on issued.account_id = a.id`)[0];
};

export type ResetOutcome = "done" | "unknown" | "used" | "expired";

/**
 * Whether a link of this kind of account can be used now, looked up before its new password is
 * hashed: a made-up token costs a lookup. Another kind's link is unknown here.
 */
export async function resetOutcome(sql: Sql, account: ResetAccount, tokenHash: string): Promise<ResetOutcome> {
  const { link: column } = accountOf(sql, account);
  const [link] = await sql<{ used: boolean; expired: boolean }[]>`
    select used_at is not null as used, expires_at <= now() as expired from password_resets
    where token_hash = ${tokenHash} and ${column} is not null`;
  return !link ? "unknown" : link.used ? "used" : link.expired ? "expired" : "done";
}

/**
 * Uses a link: in one transaction the link is spent and the password replaced, with every token
 * the account held refused. Of two uses of one link at once, the second finds it spent.
 */
export const useReset = (sql: Sql, account: ResetAccount, tokenHash: string, passwordHash: string) =>
  transaction<ResetOutcome>(sql, async (tx) => {
    const { table, link: column } = accountOf(tx, account);
    const [link] = await tx<{ account_id: number; used: boolean; expired: boolean }[]>`
      select ${column} as account_id, used_at is not null as used, expires_at <= now() as expired
      from password_resets where token_hash = ${tokenHash} and ${column} is not null for update`;
    if (!link) return "unknown";
    if (link.used) return "used";
    if (link.expired) return "expired";
    await tx`update password_resets set used_at = now() where token_hash = ${tokenHash}`;
    await tx`update ${table} set password_hash = ${passwordHash}, token_version = token_version + 1 where id = ${link.account_id}`;
    return "done";
  });
