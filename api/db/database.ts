import { join } from "node:path";
import postgres from "postgres";
import type { Env } from "../config.ts";
import type { PGlite } from "@electric-sql/pglite";
import { serveOverSocket, startEmbeddedPostgres } from "./embedded.ts";

export type Sql = postgres.Sql;
/** What a query can be sent on: the pool, or a transaction's handle (inside one, every query must use it). */
export type Queryable = Sql | postgres.TransactionSql;

export interface Database {
  sql: Sql;
  mode: "postgres" | "embedded";
  /** Embedded only: the database as it stands, for `embeddedImage`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  /** Every query runs with this search_path; created when missing (a fresh schema per test run). */
  schema?: string;
  /** PostgreSQL only: the embedded database takes one connection. */
  poolSize: number;
  /** Where the embedded database lives; undefined means in memory. */
  embeddedDir?: string;
  /** A snapshot the embedded database starts from (tests: one migrated copy instead of initdb each time). */
  embeddedImage?: Blob;
  /**
   * An embedded database already open, served instead of a new one and left open on close (tests:
   * one per test file, put back between test apps).
   */
  embeddedInstance?: PGlite;
}

const common = (options: DatabaseOptions) => ({
  max: options.poolSize,
  // Short connect timeout: a down database must turn into a quick 503, not a hung request.
  connect_timeout: 5,
  idle_timeout: 60,
  // postgres.js 3.4.9 binds a transaction to its connection only if the BEGIN leaves room in that
  // connection's pipeline; a BEGIN that filled it ran unbound (an uncaught TypeError, and the
  // open transaction went back to the pool: porsager/postgres#1218). The embedded database's one
  // connection fills 100 under a burst of requests. Unbounded, queries wait in the pipeline
  // instead of the pool's queue, which on a busy pool is the same wait.
  max_pipeline: Infinity,
  onnotice: () => {},
  connection: options.schema ? { search_path: options.schema } : undefined,
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    if (options.schema) await createSchema(options.url, options.schema);
    const sql = postgres(options.url, common(options));
    return { sql, mode: "postgres", close: () => sql.end({ timeout: 5 }) };
  }
  // One pooled connection (plus LISTEN's own and a spare). PGlite has a single session, and its
  // socket server interleaves the protocol messages of concurrent connections: a Bind from one
  // lands between another's Bind and Execute ('portal "" does not exist'). It runs one query at
  // a time anyway, so queueing in the client costs nothing.
  const { embeddedInstance: kept } = options;
  const embedded = kept
    ? { ...await serveOverSocket(kept, 3), snapshot: () => kept.dumpDataDir("none") }
    : await startEmbeddedPostgres(options.embeddedDir, 3, options.embeddedImage);
  const sql = postgres({
    path: embedded.path,
    user: "postgres",
    database: "postgres",
    ...common(options),
    max: 1,
  });
  if (options.schema) await sql.unsafe(`create schema if not exists "${options.schema}"`);
  return {
    sql,
    mode: "embedded",
    snapshot: embedded.snapshot,
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
