import type { Queryable, Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";

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
 * A link the student asked for by mail, for the student registered with `email` (not a
 * deactivated one, who may not log in). Answers the student to mail it to; undefined when there is
 * none, or when a link was issued to the student less than `quietMinutes` ago (the earlier mail
 * is on its way, and stays the one that works).
 */
export const requestReset = async (
  sql: Queryable,
  email: string,
  tokenHash: string,
  { hours, quietMinutes }: { hours: number; quietMinutes: number },
) =>
  (await sql<{ id: number; name: string; email: string }[]>`
    with issued as (
      insert into password_resets (token_hash, student_id, issued_by, expires_at)
      select ${tokenHash}, id, null, now() + make_interval(hours => ${hours})
      from students where lower(email) = lower(${email}) and status <> 'inactive'
      on conflict (student_id) do update
        set token_hash = excluded.token_hash, issued_by = null, expires_at = excluded.expires_at, used_at = null, issued_at = now()
        where password_resets.used_at is not null or password_resets.issued_at <= now() - make_interval(mins => ${quietMinutes})
      returning student_id)
    select s.id, s.name, s.email from students s join issued on issued.student_id = s.id`)[0];

export type ResetOutcome = "done" | "unknown" | "used" | "expired";

/** Whether a link can be used now, looked up before its new password is hashed: a made-up token costs a lookup. */
export async function resetOutcome(sql: Sql, tokenHash: string): Promise<ResetOutcome> {
  const [link] = await sql<{ used: boolean; expired: boolean }[]>`
    select used_at is not null as used, expires_at <= now() as expired from password_resets where token_hash = ${tokenHash}`;
  return !link ? "unknown" : link.used ? "used" : link.expired ? "expired" : "done";
}

/**
 * Uses a link: in one transaction the link is spent and the password replaced, with every token
 * the student held refused. Of two uses of one link at once, the second finds it spent.
 */
export const useReset = (sql: Sql, tokenHash: string, passwordHash: string) =>
  transaction<ResetOutcome>(sql, async (tx) => {
    const [link] = await tx<{ student_id: number; used: boolean; expired: boolean }[]>`
      select student_id, used_at is not null as used, expires_at <= now() as expired
      from password_resets where token_hash = ${tokenHash} for update`;
    if (!link) return "unknown";
    if (link.used) return "used";
    if (link.expired) return "expired";
    await tx`update password_resets set used_at = now() where token_hash = ${tokenHash}`;
    await tx`update students set password_hash = ${passwordHash}, token_version = token_version + 1 where id = ${link.student_id}`;
    return "done";
  });
