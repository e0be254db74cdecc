import { rmSync } from "node:fs";
import postgres from "postgres";

/** Leaves nothing behind: the e2e data folder, and the e2e schema on a shared PostgreSQL. */
export default async function teardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  const schema = process.env.E2E_DATABASE_SCHEMA;
  if (process.env.DATABASE_URL && schema && /^e2e_[a-z0-9]+$/.test(schema)) {
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop schema if exists "${schema}" cascade`);
    await sql.end();
  }
}
