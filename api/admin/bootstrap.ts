import { join } from "node:path";
import type { Env } from "../config.ts";
import type { Sql } from "../db/database.ts";
import { hashPassword } from "../auth/password.ts";
import type { Logger } from "../logger.ts";

export interface AdminCredentials {
  username: string;
  password: string;
  created: boolean;
}

const randomPassword = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(12)))).replace(/[+/=]/g, "x");

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
    const file = join(config.DATA_DIR, "admin-password.txt");
    await Deno.mkdir(config.DATA_DIR, { recursive: true });
    await Deno.writeTextFile(file, `${username}\n${password}\n`, { mode: 0o600 });
    log.info("created the first admin account", { username, passwordFile: file });
  }
  return { username, password, created: true };
}
