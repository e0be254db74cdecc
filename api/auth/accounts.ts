import type { Sql } from "../db/database.ts";
import type { Role } from "./tokens.ts";

// Fixed per role, never from input: the one place a table name is chosen at run time.
const TABLE = { admin: "admins", student: "students" } as const;

/** The account's current token version, or undefined when the account no longer exists (one primary-key read). */
export async function tokenVersion(sql: Sql, role: Role, id: number): Promise<number | undefined> {
  const [row] = await sql<{ token_version: number }[]>`select token_version from ${sql(TABLE[role])} where id = ${id}`;
  return row?.token_version;
}

/** Refuses every token the account holds now, on every replica. */
export async function revokeTokens(sql: Sql, role: Role, id: number): Promise<void> {
  await sql`update ${sql(TABLE[role])} set token_version = token_version + 1 where id = ${id}`;
}

/** What a password change needs of the account: its login name (the lockout counts by it) and hash. */
export async function findCredentials(sql: Sql, role: Role, id: number) {
  const login = role === "admin" ? sql`username` : sql`email`;
  const [row] = await sql<{ login: string; name: string; password_hash: string }[]>`
    select ${login} as login, name, password_hash from ${sql(TABLE[role])} where id = ${id}`;
  return row;
}

/** Sets a new password and refuses every token the account holds; answers the new token version. */
export async function replacePassword(sql: Sql, role: Role, id: number, passwordHash: string): Promise<number | undefined> {
  const [row] = await sql<{ token_version: number }[]>`
    update ${sql(TABLE[role])} set password_hash = ${passwordHash}, token_version = token_version + 1
    where id = ${id} returning token_version`;
  return row?.token_version;
}
