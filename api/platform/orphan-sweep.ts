import type { Sql } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { type Folder, FOLDERS, type Storage } from "../storage/storage.ts";

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

// Long enough for any folder's listing; renewed after each folder. A process that died mid-sweep
// holds it no longer than this.
const LEASE = "10 minutes";

export interface SweepResult {
  deleted: number;
  kept: number;
  /** Remains of interrupted writes (temporary files) removed beside the objects. */
  leftovers: number;
}

/** One sweep's hold on the `sweep_lease` row: plain pooled queries, no connection kept between them. */
function lease(sql: Sql) {
  const holder = crypto.randomUUID();
  return {
    async take(): Promise<boolean> {
      const won = await sql`
        insert into sweep_lease (id, holder, expires_at) values (1, ${holder}, now() + ${LEASE}::interval)
        on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where sweep_lease.expires_at < now()
        returning holder`;
      return won.length === 1;
    },
    /** Fails when the lease expired and another process took it: two sweeps must not overlap. */
    async renew() {
      const kept =
        await sql`update sweep_lease set expires_at = now() + ${LEASE}::interval where id = 1 and holder = ${holder} returning id`;
      if (kept.length === 0) throw new Error("the orphan sweep lost its lease to another process");
    },
    async give() {
      await sql`delete from sweep_lease where id = 1 and holder = ${holder}`;
    },
  };
}

/**
 * Deletes the stored objects no row refers to and last changed before `olderThan` (objects a
 * crash left between their upload and their row). Returns null, doing nothing, while another
 * process sweeps.
 */
export async function sweepOrphans({ sql, storage }: Pick<Deps, "sql" | "storage">, olderThan: Date): Promise<SweepResult | null> {
  // Every comparison with an invalid date is false: a grace too large for a Date must stop the
  // sweep, not make every object look old.
  if (Number.isNaN(olderThan.getTime())) throw new RangeError("the sweep's cut-off is not a valid date (is the grace period too large?)");
  const hold = lease(sql);
  if (!(await hold.take())) return null;
  try {
    return await sweep(sql, storage, olderThan, hold.renew);
  } finally {
    // If the database is gone, the lease simply expires.
    await hold.give().catch(() => {});
  }
}

async function sweep(sql: Sql, storage: Storage, olderThan: Date, renew: () => Promise<void>): Promise<SweepResult> {
  // An object older than the database was not uploaded through it (a fresh schema over a used
  // bucket): never this database's to judge. The minute covers clock drift and S3's whole seconds.
  const [{ since }] = await sql`select min(applied_at) - interval '1 minute' as since from schema_migrations`;
  const result = { deleted: 0, kept: 0, leftovers: 0 };
  for (const folder of FOLDERS) {
    await renew();
    // Listed before the rows are read, so an upload whose row commits in between counts as referenced.
    const objects = await storage.listObjects(folder);
    const { table, column } = REFERENCES[folder];
    const rows = await sql`select ${sql(column)} as name from ${sql(table)} where ${sql(column)} is not null`;
    const referenced = new Set(rows.map((r) => r.name));
    for (const { name, lastModified } of objects) {
      // Written so that anything unknown (no date, say) keeps the object.
      const orphan = !referenced.has(name) && lastModified < olderThan && lastModified > since;
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
      const result = await sweepOrphans(deps, new Date(Date.now() - schedule.graceMs));
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
