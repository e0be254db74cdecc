import { NewStaffMember, StaffMember } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { fieldsOf, selectedFields, writtenRow } from "../db/row.ts";
import { transaction } from "../db/transaction.ts";

export const USERNAME_TAKEN = "admins_username_key";
export const EMAIL_TAKEN = "admins_email_key";

// An admin is read by its schema's fields; the password's hash is never among them.
const FIELDS = fieldsOf(StaffMember);
const columns = (sql: Queryable) => selectedFields(sql, FIELDS, "admins", { enabled: sql`admins.disabled_at is null` });

export const listStaff = (sql: Sql) => sql<StaffMember[]>`select ${columns(sql)} from admins order by id`;

export const findStaff = async (sql: Sql, id: number) => (await sql<StaffMember[]>`select ${columns(sql)} from admins where id = ${id}`)[0];

/** An admin as the console adds them, besides their password: the form's fields but the password. */
const ADDED = fieldsOf(NewStaffMember.omit({ password: true }));
export type NewStaff = Pick<StaffMember, (typeof ADDED)[number]>;

export const insertStaff = async (sql: Sql, s: NewStaff, passwordHash: string) =>
  (await sql<StaffMember[]>`insert into admins ${sql({ ...writtenRow(sql, s, ADDED), password_hash: passwordHash })}
    returning ${columns(sql)}`)[0];

/** Sets an admin's own email ("" for none); the stored one, or undefined when the account is gone. */
export const setStaffEmail = async (sql: Sql, id: number, email: string) =>
  (await sql<{ email: string }[]>`update admins set email = ${email} where id = ${id} returning email`)[0]?.email;

export type EnableOutcome = { outcome: "done"; admin: StaffMember } | { outcome: "missing" } | { outcome: "last" };

/**
 * Enables or disables an admin. Disabling revokes every token it holds, and never leaves no
 * enabled admin: the enabled accounts are locked while they are counted, so two admins
 * disabling each other at once cannot both succeed.
 */
export const setStaffEnabled = (sql: Sql, id: number, enabled: boolean) =>
  transaction<EnableOutcome>(sql, async (tx) => {
    // Every enabled admin, this one included: a concurrent disable waits, then counts again.
    const enabledNow = await tx<{ id: number }[]>`select id from admins where disabled_at is null for update`;
    if (!enabled && enabledNow.every((admin) => admin.id === id)) {
      const [exists] = await tx`select 1 from admins where id = ${id}`;
      return { outcome: exists ? "last" : "missing" };
    }
    const [admin] = enabled
      ? await tx<StaffMember[]>`update admins set disabled_at = null where id = ${id} returning ${columns(tx)}`
      : await tx<StaffMember[]>`update admins set disabled_at = coalesce(disabled_at, now()), token_version = token_version + 1
          where id = ${id} returning ${columns(tx)}`;
    return admin ? { outcome: "done", admin } : { outcome: "missing" };
  });
