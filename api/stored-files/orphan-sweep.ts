import postgres from "postgres";
import type { Sql } from "../db/database.ts";
import { pruneActivity } from "../activity/queries.ts";
import { pruneMessages } from "../retention/messages.ts";
import type { Deps } from "../deps.ts";
import { type Folder, FOLDERS, type Storage } from "../storage/storage.ts";
import { copyOf } from "./resized-copies.ts";

/**
 * The column recording the names stored in each folder. Keyed by folder, so a new folder
 * cannot be added without naming its column here (else the sweep would empty it).
 */
const REFERENCES: Record<Folder, { table: string; column: string }> = {
  home: { table: "home_content", column: "image" },
  aboutus: { table: "about_content", column: "image" },
  sliders: { table: "sliders", column: "image" },
  courses: { table: "courses", column: "image" },
  files: { table: "course_files", column: "filename" },
  gallery: { table: "gallery", column: "image" },
  testimonials: { table: "testimonials", column: "image" },
  students: { table: "students", column: "profile_image" },
};

// Beside the migration (7_202_611) and seed (7_202_612) locks; the same in every API process.
const SWEEP_LOCK = 7_202_613;

export interface SweepResult {
  deleted: number;
  kept: number;
  /** Remains of interrupted writes (temporary files) removed beside the objects. */
  leftovers: number;
  /** Activity log entries removed for their age (only when a retention is set). */
  activityRemoved?: number;
  /** Inquiries, contact messages and sent mail removed for their age (only when Settings keeps them for a time). */
  messagesRemoved?: { inquiries: number; contacts: number; mail: number };
}

/**
 * Deletes the stored objects no row refers to and last changed before `olderThan` (objects a
 * crash left between their upload and their row). Returns null, doing nothing, while another
 * process sweeps.
 *
 * One process sweeps at a time by a session advisory lock, taken on a client of its own with one
 * connection, so the lock and its release share a session without holding a pooled connection
 * across the storage calls. A process killed mid-sweep frees the lock with its connection. If
 * PostgreSQL drops that connection mid-sweep, the lock is gone and the client reconnects for its
 * next query: the sweep goes on, and overlapping another would be harmless (each lists before it
 * reads the rows; deletes are idempotent). A reserved pool connection (`sql.reserve()`) is not
 * used: postgres.js 3.4.9 crashes the process when one that dropped is queried again. (The
 * embedded database has one session for all its connections, so there the lock excludes
 * nothing; it serves one process, whose sweeps never overlap.)
 */
export async function sweepOrphans(
  { sql, storage }: Pick<Deps, "sql" | "storage">,
  olderThan: Date,
  /** Also removes activity log entries older than this many days (0: keeps them all); the same lock spares replicas the same work. */
  auditRetentionDays = 0,
): Promise<SweepResult | null> {
  // Every comparison with an invalid date is false: a grace too large for a Date must stop the
  // sweep, not make every object look old.
  if (Number.isNaN(olderThan.getTime())) throw new RangeError("the sweep's cut-off is not a valid date (is the grace period too large?)");
  const lock = postgres({ ...sql.options, max: 1, onnotice: () => {} } as never) as Sql;
  try {
    const [{ locked }] = await lock`select pg_try_advisory_lock(${SWEEP_LOCK}) as locked`;
    if (!locked) return null;
    try {
      const result: SweepResult = await sweep(sql, storage, olderThan);
      const messagesRemoved = await pruneMessages(sql);
      if (messagesRemoved) result.messagesRemoved = messagesRemoved;
      if (auditRetentionDays > 0) result.activityRemoved = await pruneActivity(sql, auditRetentionDays);
      return result;
    } finally {
      await lock`select pg_advisory_unlock(${SWEEP_LOCK})`.catch(() => {});
    }
  } finally {
    await lock.end({ timeout: 5 }).catch(() => {});
  }
}

async function sweep(sql: Sql, storage: Storage, olderThan: Date): Promise<SweepResult> {
  // An object older than the database was not uploaded through it (a fresh schema over a used
  // bucket): never this database's to judge. The minute covers clock drift and S3's whole seconds.
  const [{ since }] = await sql`select min(applied_at) - interval '1 minute' as since from schema_migrations`;
  const result = { deleted: 0, kept: 0, leftovers: 0 };
  for (const folder of FOLDERS) {
    // Listed before the rows are read, so an upload whose row commits in between counts as referenced.
    const objects = await storage.listObjects(folder);
    const { table, column } = REFERENCES[folder];
    const rows = await sql`select ${sql(column)} as name from ${sql(table)} where ${sql(column)} is not null`;
    const referenced = new Set(rows.map((r) => r.name));
    for (const { name, lastModified } of objects) {
      // A resized copy lives as long as its original's row.
      const recorded = referenced.has(copyOf(name)?.original ?? name);
      // Written so that anything unknown (no date, say) keeps the object.
      const orphan = !recorded && lastModified < olderThan && lastModified > since;
      if (orphan) {
        await storage.delete(`${folder}/${name}`);
        result.deleted++;
      } else {
        result.kept++;
      }
    }
  }
  result.leftovers = await storage.removeLeftovers(olderThan);
  return result;
}

export interface SweepSchedule {
  firstAfterMs: number;
  everyMs: number;
  graceMs: number;
  /** Activity log entries older than this many days go with each sweep; absent or 0 keeps them. */
  auditRetentionDays?: number;
}

/**
 * Sweeps once `firstAfterMs` after start, then every `everyMs`, logging one line each time. A
 * failed sweep (database or storage down) is a warning; the next one runs as planned.
 */
export function scheduleOrphanSweeps(deps: Pick<Deps, "sql" | "storage" | "log">, schedule: SweepSchedule): { stop(): Promise<void> } {
  let stopped = false;
  let running = Promise.resolve();
  const run = async () => {
    try {
      const result = await sweepOrphans(deps, new Date(Date.now() - schedule.graceMs), schedule.auditRetentionDays);
      if (result) deps.log.info("orphan sweep", { ...result, graceMinutes: schedule.graceMs / 60_000 });
      else deps.log.info("orphan sweep skipped: another process is sweeping");
    } catch (e) {
      deps.log.warn("orphan sweep failed", { error: String(e) });
    }
    if (!stopped) timer = setTimeout(next, schedule.everyMs);
  };
  const next = () => {
    running = run();
  };
  let timer = setTimeout(next, schedule.firstAfterMs);
  return {
    /** Cancels the next sweep and waits for one in progress, so the pools can close after it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
