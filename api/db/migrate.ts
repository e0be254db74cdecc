import type { Sql } from "./database.ts";
import { transaction } from "./transaction.ts";

export interface Migration {
  version: string;
  sql: string;
}

const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);

/** `NNNN_name.sql` files in version order. */
export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const found: Migration[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && /^\d{4}_[a-z0-9_]+\.sql$/.test(entry.name)) {
      found.push({ version: entry.name.replace(/\.sql$/, ""), sql: await Deno.readTextFile(new URL(entry.name, dir)) });
    }
  }
  return found.sort((a, b) => a.version.localeCompare(b.version));
}

// Any constant works; it only has to be the same for every API process.
const LOCK_KEY = 7_202_611;

/**
 * Applies pending migrations, each in its own transaction. The transaction-scoped
 * advisory lock serialises API processes starting together: the second waits,
 * then sees the version recorded and skips it.
 */
export async function migrate(sql: Sql, migrations?: Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
    await transaction(sql, async (tx) => {
      await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
      await tx`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`;
      const [done] = await tx`select 1 from schema_migrations where version = ${migration.version}`;
      if (done) return;
      await tx.unsafe(migration.sql);
      await tx`insert into schema_migrations (version) values (${migration.version})`;
      applied.push(migration.version);
    });
  }
  return applied;
}
