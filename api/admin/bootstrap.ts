import { join } from "node:path";
import type { Env } from "../config.ts";
import type { Sql } from "../db/database.ts";
import { replacePassword } from "../auth/accounts.ts";
import { hashPassword } from "../auth/password.ts";
import type { Logger } from "../logger.ts";

export interface AdminCredentials {
  username: string;
  password: string;
  created: boolean;
}

/** Where the embedded default keeps the generated first password until the admin changes it. */
const passwordFile = (config: Env) => join(config.DATA_DIR, "admin-password.txt");

/** The generated password is no longer the admin's once it changed: its file goes. */
export async function forgetGeneratedPassword(config: Env, log: Logger): Promise<void> {
  try {
    await Deno.remove(passwordFile(config));
    log.info("removed the generated admin password file", { file: passwordFile(config) });
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) log.warn("could not remove the generated admin password file", { error: String(e) });
  }
}

export const randomPassword = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12)))).replace(/[+/=]/g, "x");

/**
 * Creates the first admin. From ADMIN_USERNAME/ADMIN_PASSWORD when set; otherwise
 * (embedded default) `admin` with a random password, printed once and kept in
 * DATA_DIR/admin-password.txt so it is not lost with the terminal.
 */
export async function ensureAdmin(sql: Sql, config: Env, log: Logger): Promise<AdminCredentials | null> {
  const username = config.ADMIN_USERNAME ?? "admin";
  const [existing] = await sql`select id from admins where lower(username) = lower(${username})`;
  if (existing) return null;
  if (!config.ADMIN_USERNAME) {
    const [any] = await sql`select 1 from admins limit 1`;
    if (any) return null;
  }
  const password = config.ADMIN_PASSWORD ?? randomPassword();
  const inserted = await sql`
    insert into admins (username, name, password_hash)
    values (${username}, ${config.ADMIN_NAME}, ${await hashPassword(password)})
    on conflict do nothing returning id`;
  if (inserted.length === 0) return null;
  if (!config.ADMIN_PASSWORD) {
    const file = passwordFile(config);
    await Deno.mkdir(config.DATA_DIR, { recursive: true });
    await Deno.writeTextFile(file, `${username}\n${password}\n`, { mode: 0o600 });
    log.info("created the first admin account", { username, passwordFile: file });
  }
  return { username, password, created: true };
}

/**
 * For an operator who lost the admin's password: a new random one for the admin named by
 * ADMIN_USERNAME (or the only admin), answered once. Every token of the account is refused
 * from then on, and the generated first password's file goes.
 */
export async function resetAdminPassword(sql: Sql, config: Env, log: Logger): Promise<{ username: string; password: string }> {
  const named = config.ADMIN_USERNAME ? sql`where lower(username) = lower(${config.ADMIN_USERNAME})` : sql``;
  const admins = await sql<{ id: number; username: string }[]>`select id, username from admins ${named} order by id`;
  if (admins.length === 0) throw new Error(config.ADMIN_USERNAME ? `no admin named "${config.ADMIN_USERNAME}"` : "no admin account yet");
  if (admins.length > 1) throw new Error("there are several admins: set ADMIN_USERNAME to the one whose password to reset");
  const [{ id, username }] = admins;
  const password = randomPassword();
  await replacePassword(sql, "admin", id, await hashPassword(password));
  await forgetGeneratedPassword(config, log);
  log.info("admin password reset", { username });
  return { username, password };
}
