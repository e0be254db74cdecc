/**
 * One orphan sweep with the API's configuration, then exit: for operators, and for the
 * resilience run after it killed the API. `--grace-minutes N` overrides
 * ORPHAN_SWEEP_GRACE_MINUTES; 0 is right only while no upload is in flight. Prints one JSON
 * line, `{"deleted","kept","leftovers","messagesRemoved","activityRemoved"}` (the messages
 * older than Settings keeps them and the activity log past AUDIT_RETENTION_DAYS go as well), or
 * `{"skipped":true}` while another process sweeps.
 */
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "./config.ts";
import { databaseOptions, openDatabase } from "./db/database.ts";
import { sweepOrphans } from "./stored-files/orphan-sweep.ts";
import { openStorage } from "./storage/index.ts";

function graceMinutes(fallback: number): number {
  const { values } = parseArgs({ args: Deno.args, options: { "grace-minutes": { type: "string" } } });
  const value = values["grace-minutes"] ?? String(fallback);
  if (!/^\d+$/.test(value)) throw new Error(`--grace-minutes must be a whole number of minutes, not "${value}"`);
  return Number(value);
}

const config = loadConfigOrExit();
try {
  // The embedded database is the running API's alone (a second process must not open its
  // folder); that API sweeps it on its own schedule.
  if (!config.DATABASE_URL) throw new Error("needs DATABASE_URL; the API sweeps its embedded database itself");
  const olderThan = new Date(Date.now() - graceMinutes(config.ORPHAN_SWEEP_GRACE_MINUTES) * 60_000);
  const db = await openDatabase(databaseOptions(config));
  try {
    const storage = await openStorage(config);
    try {
      const result = await sweepOrphans({ sql: db.sql, storage }, olderThan, config.AUDIT_RETENTION_DAYS);
      console.log(JSON.stringify(result ?? { skipped: true }));
    } finally {
      await storage.close();
    }
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(`orphan sweep failed: ${e instanceof Error ? e.message : e}`);
  Deno.exit(1);
}
