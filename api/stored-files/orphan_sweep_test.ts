import assert from "node:assert/strict";
import postgres from "postgres";
import { migrate } from "../db/migrate.ts";
import { scheduleOrphanSweeps, sweepOrphans } from "./orphan-sweep.ts";
import { seedDemoContent } from "../seed/demo.ts";
import { openLocalStorage } from "../storage/local.ts";
import { FOLDERS, type Storage } from "../storage/storage.ts";
import { call, captureLogger, databaseUrl, form, json, tempDir, type TestApp, testDatabase, withApp } from "../testing/harness.ts";
import { jpeg, pdf, png } from "../testing/fixtures.ts";

const SWEEP_CLI = new URL("../sweep-orphans.ts", import.meta.url).pathname;
const MINUTE = 60_000;
// Ages are decided by the cut-off the sweep is given, not by waiting.
const everythingOld = () => new Date(Date.now() + MINUTE);
const nothingOld = () => new Date(Date.now() - 60 * MINUTE);

/** An object no row refers to, as a crash between upload and insert leaves it. */
async function orphan(storage: Storage, folder: (typeof FOLDERS)[number] = "gallery") {
  const key = `${folder}/${crypto.randomUUID()}.png`;
  await storage.put(key, png(), { contentType: "image/png" });
  return key;
}

const allNames = async (storage: Storage) => Object.fromEntries(await Promise.all(FOLDERS.map(async (f) => [f, await storage.list(f)])));

/** Every kind of record with a stored object: the demo content, plus a course PDF and a student photo through the API. */
async function recordEveryKind(t: TestApp, token: string) {
  assert.equal(await seedDemoContent(t.deps.sql, t.deps.storage), true);
  const [{ id }] = await t.deps.sql<{ id: number }[]>`select id from courses order by id limit 1`;
  const file = await call(t, "POST", "/api/files/upload", {
    token,
    form: form({ course_id: id, type: "syllabus", file: [pdf(), "s.pdf"] }),
  });
  assert.equal(file.status, 201, await file.clone().text());
  await file.body?.cancel();
  const student = await call(t, "POST", "/api/students/register", {
    form: form({
      name: "Priya",
      email: "priya@example.com",
      mobile: "9876543210",
      password: "secret-123",
      course_id: String(id),
      profile_image: [await jpeg(), "me.jpg"],
    }),
  });
  assert.equal(student.status, 201, await student.clone().text());
  assert.ok((await json(student)).student.profile_image);
}

Deno.test("orphan sweep: deletes old unreferenced objects in every folder and keeps every referenced one, whatever its age", () =>
  withApp(async (t, token) => {
    await recordEveryKind(t, token);
    const recorded = await allNames(t.deps.storage);
    for (const folder of FOLDERS) assert.ok(recorded[folder].length > 0, `a record with an object in ${folder}`);
    const orphans = await Promise.all(FOLDERS.map((folder) => orphan(t.deps.storage, folder)));

    const result = await sweepOrphans(t.deps, everythingOld());

    const kept = Object.values(recorded).flat().length;
    assert.deepEqual(result, { deleted: orphans.length, kept, leftovers: 0 });
    assert.deepEqual(await allNames(t.deps.storage), recorded);
    assert.deepEqual(await sweepOrphans(t.deps, everythingOld()), { deleted: 0, kept, leftovers: 0 }, "a second sweep finds nothing");
  }));

Deno.test("orphan sweep: an orphan younger than the grace period is kept (its row may not be committed yet)", () =>
  withApp(async (t) => {
    const key = await orphan(t.deps.storage);
    assert.deepEqual(await sweepOrphans(t.deps, nothingOld()), { deleted: 0, kept: 1, leftovers: 0 });
    assert.equal(await t.deps.storage.exists(key), true);
    assert.deepEqual(await sweepOrphans(t.deps, everythingOld()), { deleted: 1, kept: 0, leftovers: 0 });
    assert.equal(await t.deps.storage.exists(key), false);
  }));

Deno.test("orphan sweep: a cut-off that is no date (a grace too large) deletes nothing and says why", () =>
  withApp(async (t) => {
    const key = await orphan(t.deps.storage);
    await assert.rejects(sweepOrphans(t.deps, new Date(Date.now() - 1e13 * MINUTE)), /not a valid date/);
    assert.equal(await t.deps.storage.exists(key), true);
  }));

Deno.test("orphan sweep: objects older than the database are not its to delete (a fresh schema over a used bucket)", () =>
  withApp(async (t) => {
    const key = await orphan(t.deps.storage);
    await t.deps.sql`update schema_migrations set applied_at = now() + interval '1 day'`;
    assert.deepEqual(await sweepOrphans(t.deps, new Date(Date.now() + 2 * 24 * 60 * MINUTE)), { deleted: 0, kept: 1, leftovers: 0 });
    assert.equal(await t.deps.storage.exists(key), true);
  }));

/** A storage whose listing waits until `release()`, to act while a sweep is under way. */
function pausedStorage(storage: Storage) {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const slow: Storage = {
    ...storage,
    async listObjects(folder) {
      entered();
      await held;
      return await storage.listObjects(folder);
    },
  };
  return { slow, inside, release };
}

/**
 * Runs `act` while a sweep of one orphan is held inside its listing, with a pool of its own (of
 * `max` connections) as another process of the app has; then ends that pool and lets the sweep go on.
 */
async function whileSweepIsHeld(t: TestApp, max: number, act: (other: postgres.Sql, key: string) => Promise<void>) {
  const key = await orphan(t.deps.storage);
  const paused = pausedStorage(t.deps.storage);
  const sweep = sweepOrphans({ sql: t.deps.sql, storage: paused.slow }, everythingOld());
  await paused.inside;
  const other = postgres({ ...t.deps.sql.options, max } as never);
  try {
    await act(other, key);
  } finally {
    await other.end();
    paused.release();
  }
  return { key, sweep };
}

Deno.test("orphan sweep: while one process sweeps, another's sweep does nothing", {
  // The embedded database has one session for all its connections, so no lock can exclude another
  // of them; it serves one process, whose sweeps follow one another.
  ignore: !databaseUrl(),
}, () =>
  withApp(async (t) => {
    const { key, sweep: first } = await whileSweepIsHeld(t, 2, async (otherReplica, orphanKey) => {
      assert.equal(await sweepOrphans({ sql: otherReplica, storage: t.deps.storage }, everythingOld()), null);
      assert.equal(await t.deps.storage.exists(orphanKey), true);
    });
    assert.deepEqual(await first, { deleted: 1, kept: 0, leftovers: 0 });
    assert.equal(await t.deps.storage.exists(key), false);
    assert.deepEqual(await sweepOrphans(t.deps, everythingOld()), { deleted: 0, kept: 0, leftovers: 0 }, "the lock is free again");
  }));

Deno.test("orphan sweep: a process killed mid-sweep leaves no lock behind: the next sweep runs at once", {
  ignore: !databaseUrl(),
}, () =>
  withApp(async (t) => {
    const dead = postgres({ ...t.deps.sql.options, max: 1 } as never);
    const [{ locked }] = await dead`select pg_try_advisory_lock(7202613) as locked`;
    assert.equal(locked, true);
    assert.equal(await sweepOrphans(t.deps, everythingOld()), null);
    // Its connection goes with the process, and the lock with the connection.
    await dead.end();
    assert.deepEqual(await sweepOrphans(t.deps, everythingOld()), { deleted: 0, kept: 0, leftovers: 0 });
  }));

Deno.test("orphan sweep: PostgreSQL dropping every connection mid-sweep does not take the process down", {
  ignore: !databaseUrl(),
}, () =>
  withApp(async (t) => {
    const { key, sweep: sweeping } = await whileSweepIsHeld(t, 1, async (killer) => {
      await killer`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name = 'postgres.js'`;
    });
    // The sweep goes on over fresh connections, or fails with the connection's error: either way
    // it settles, and no uncaught error ends this process.
    const outcome = await sweeping.then((r) => r, (e) => e);
    assert.ok(outcome === null || "deleted" in outcome || outcome instanceof Error, String(outcome));
    await sweepOrphans(t.deps, everythingOld());
    assert.equal(await t.deps.storage.exists(key), false);
  }));

Deno.test("orphan sweep: also removes what writes cut off in the local folder left (temporary files)", () =>
  withApp(async (t) => {
    const dir = await tempDir();
    const storage = await openLocalStorage(dir.path);
    try {
      await Deno.mkdir(`${dir.path}/gallery`, { recursive: true });
      await Deno.writeFile(`${dir.path}/gallery/cut.png.${crypto.randomUUID()}.tmp`, png());
      assert.deepEqual(await sweepOrphans({ sql: t.deps.sql, storage }, nothingOld()), { deleted: 0, kept: 0, leftovers: 0 });
      assert.deepEqual(await sweepOrphans({ sql: t.deps.sql, storage }, everythingOld()), { deleted: 0, kept: 0, leftovers: 1 });
      assert.deepEqual([...Deno.readDirSync(`${dir.path}/gallery`)], []);
    } finally {
      await storage.close();
      await dir.remove();
    }
  }));

Deno.test("orphan sweep schedule: logs one line per sweep and stops cleanly", () =>
  withApp(async (t) => {
    const { log, lines, written } = captureLogger();
    const sweeps = scheduleOrphanSweeps({ ...t.deps, log }, { firstAfterMs: 0, everyMs: 5, graceMs: 60 * MINUTE });
    await written(2);
    // A timer left running would fail this test as a leak.
    await sweeps.stop();
    assert.match(lines[0], /INFO {2}orphan sweep deleted=0 kept=0 leftovers=0 graceMinutes=60$/);
  }));

Deno.test("orphan sweep schedule: a failing sweep is a warning, and the next one still runs", () =>
  withApp(async (t) => {
    const { log, lines, written } = captureLogger();
    const down: Storage = { ...t.deps.storage, listObjects: () => Promise.reject(new Error("storage went away")) };
    const sweeps = scheduleOrphanSweeps({ ...t.deps, storage: down, log }, { firstAfterMs: 0, everyMs: 5, graceMs: MINUTE });
    await written(2);
    await sweeps.stop();
    assert.match(lines[0], /WARN {2}orphan sweep failed error="Error: storage went away"/);
    assert.match(lines[1], /orphan sweep failed/);
    // The lock was given back despite the failure.
    assert.deepEqual(await sweepOrphans(t.deps, nothingOld()), { deleted: 0, kept: 0, leftovers: 0 });
  }));

async function runCli(env: Record<string, string>, ...args: string[]) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", SWEEP_CLI, ...args],
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

Deno.test("sweep-orphans: refuses the embedded database, which belongs to the running API", {
  // It asks for the embedded database whatever the pass: the embedded pass's answer is the answer.
  ignore: Boolean(databaseUrl()),
}, async () => {
  const dir = await tempDir();
  try {
    const out = await runCli({ DATABASE_URL: "", DATA_DIR: dir.path });
    assert.equal(out.code, 1);
    assert.match(out.stderr, /orphan sweep failed: needs DATABASE_URL/);
  } finally {
    await dir.remove();
  }
});

Deno.test("sweep-orphans: one sweep with the given grace, its result as JSON; a wrong grace is named", {
  ignore: !databaseUrl(),
}, async () => {
  const db = await testDatabase();
  const dir = await tempDir();
  const storage = await openLocalStorage(`${dir.path}/uploads`);
  try {
    await migrate(db.sql);
    const key = await orphan(storage, "students");
    const env = { DATABASE_URL: databaseUrl()!, DATABASE_SCHEMA: db.schema!, DATA_DIR: dir.path, S3_ENDPOINT: "" };

    const wrong = await runCli(env, "--grace-minutes=soon");
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /--grace-minutes must be a whole number of minutes, not "soon"/);

    const kept = await runCli(env);
    assert.equal(kept.code, 0, kept.stderr);
    // The sweep also prunes the activity log past its retention (none here).
    assert.deepEqual(JSON.parse(kept.stdout), { deleted: 0, kept: 1, leftovers: 0, activityRemoved: 0 }, "the configured hour of grace");
    const swept = await runCli(env, "--grace-minutes", "0");
    assert.equal(swept.code, 0, swept.stderr);
    assert.deepEqual(JSON.parse(swept.stdout), { deleted: 1, kept: 0, leftovers: 0, activityRemoved: 0 });
    assert.equal(await storage.exists(key), false);
  } finally {
    await storage.close();
    await db.close();
    await dir.remove();
  }
});
