import { join } from "node:path";
import postgres from "postgres";
import type { Env } from "../config.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

export type Sql = postgres.Sql;

export interface Database {
  sql: Sql;
  mode: "postgres" | "embedded";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  /** Every query runs with this search_path; created when missing (a fresh schema per test run). */
  schema?: string;
  poolSize: number;
  /** Where the embedded database lives; undefined means in memory. */
  embeddedDir?: string;
}

const common = (options: DatabaseOptions) => ({
  max: options.poolSize,
  // Short connect timeout: a down database must turn into a quick 503, not a hung request.
  connect_timeout: 5,
  idle_timeout: 60,
  onnotice: () => {},
  connection: options.schema ? { search_path: options.schema } : undefined,
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    if (options.schema) await createSchema(options.url, options.schema);
    const sql = postgres(options.url, common(options));
    return { sql, mode: "postgres", close: () => sql.end({ timeout: 5 }) };
  }
  const embedded = await startEmbeddedPostgres(options.embeddedDir, options.poolSize + 2);
  const sql = postgres({ host: embedded.host, port: embedded.port, user: "postgres", database: "postgres", ...common(options) });
  if (options.schema) await sql.unsafe(`create schema if not exists "${options.schema}"`);
  return {
    sql,
    mode: "embedded",
    async close() {
      await sql.end({ timeout: 5 });
      await embedded.close();
    },
  };
}

async function createSchema(url: string, schema: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // The schema name was checked against a strict identifier pattern by the config.
    await admin.unsafe(`create schema if not exists "${schema}"`);
  } finally {
    await admin.end();
  }
}

export const databaseOptions = (config: Env): DatabaseOptions => ({
  url: config.DATABASE_URL,
  schema: config.DATABASE_SCHEMA,
  poolSize: config.DATABASE_POOL_SIZE,
  embeddedDir: join(config.DATA_DIR, "pg"),
});
