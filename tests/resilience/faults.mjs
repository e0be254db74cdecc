// The fault phases: PostgreSQL restarted under traffic, the object store stopped during uploads,
// and the API killed in the middle of uploads. Each checks what users saw and what was stored.
import { postgresCtl, sleep, startApi, startS3, stop, sweepOrphans, waitHealthy } from "./lib.mjs";
import { base, env, jpeg, multipart, rowsAndObjects, s3Dir, s3Port, sql } from "./stack.mjs";

/** @typedef {import("./lib.mjs").Report} Report */

/** Contact messages every 50 ms until `stop()`, counting the statuses seen. */
function steadyTraffic() {
  /** @type {Record<string, number>} */
  const seen = {};
  let running = true;
  const body = JSON.stringify({ name: "Fault", email: "f@example.com", mobile: "9876543210", message: "during restart" });
  const done = (async () => {
    while (running) {
      const res = await fetch(`${base}/api/contacts`, { method: "POST", headers: { "Content-Type": "application/json" }, body })
        .catch(() => null);
      seen[res?.status ?? 0] = (seen[res?.status ?? 0] ?? 0) + 1;
      await res?.arrayBuffer();
      // A pace, not a wait: a visitor's steady trickle of writes through the outage.
      await sleep(50);
    }
  })();
  return { seen, stop: async () => ((running = false), await done) };
}

/** Milliseconds until health answers 200 again, or null after `limitMs`. */
async function recoveryTime(limitMs) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < limitMs) {
    if ((await fetch(`${base}/api/health`).then((r) => r.status, () => 0)) === 200) return Date.now() - startedAt;
    // Asked again: how soon health answers is what is measured, and only asking tells.
    await sleep(100);
  }
  return null;
}

/** @param {Report} report */
export async function postgresRestart(report) {
  const traffic = steadyTraffic();
  postgresCtl("stop");
  // The outage's length, not a wait: traffic and health are measured while it lasts.
  await sleep(1500);
  const downHealth = await fetch(`${base}/api/health`).then(async (r) => ({ status: r.status, body: await r.json() }));
  await sleep(1500);
  postgresCtl("start");
  const recoveredMs = await recoveryTime(15_000);
  await traffic.stop();
  const wrong = Object.keys(traffic.seen).filter((s) => (Number(s) >= 500 && Number(s) !== 503) || s === "0");
  report.check(
    "PostgreSQL restarted under load: health 503 while down, back within 10 s, no error but 503",
    downHealth.status === 503 && /error/.test(downHealth.body.db) && recoveredMs !== null && recoveredMs <= 10_000 &&
      wrong.length === 0,
    { downHealth, recoveredMs, statusesDuringFault: traffic.seen },
  );
}

/**
 * @param {Report} report @param {import("node:child_process").ChildProcess} s3child @param {string} token
 * @returns {Promise<import("node:child_process").ChildProcess>} the restarted s3rver
 */
export async function storageOutage(report, s3child, token) {
  const galleryRows = async () => (await sql`select count(*)::int as n from gallery`)[0].n;
  const upload = async () => {
    const res = await multipart("POST", "/api/gallery/upload", { images: jpeg }, token);
    await res.arrayBuffer();
    return res.status;
  };
  const before = await galleryRows();
  await stop(s3child);
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push(await upload());
  const duringRows = await galleryRows();
  const restarted = await startS3(s3Port, s3Dir);
  const after = await upload();
  const consistency = await rowsAndObjects("gallery", sql`select image from gallery`, true);
  report.check(
    "S3 stopped during uploads: a clear 503, no row without its object or object without its row, uploads work again",
    statuses.every((s) => s === 503) && duringRows === before && after === 201 && consistency.ok,
    { statuses, rowsBefore: before, rowsDuring: duringRows, afterRestart: after, consistency },
  );
  return restarted;
}

/**
 * @param {Report} report @param {import("node:child_process").ChildProcess} api @param {string} token
 * @returns {Promise<import("./lib.mjs").ApiProcess>} the restarted API
 */
export async function killDuringUploads(report, api, token) {
  const add = (/** @type {number} */ i) =>
    multipart("POST", "/api/testimonials/add", { name: `Kill ${i}`, content: "in flight", image: jpeg }, token)
      .then((r) => r.status, () => 0);
  const storedBefore = (await rowsAndObjects("testimonials", sql`select image from testimonials`, false)).objects;
  const inflight = Array.from({ length: 30 }, (_, i) => add(i));
  // Killed once the first files are stored (each upload is checked and resized first), so some
  // requests die between their objects and their row.
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ((await rowsAndObjects("testimonials", sql`select image from testimonials`, false)).objects > storedBefore) break;
    // The storage tells no one when an object lands: asked again, so the kill comes mid-request.
    await sleep(20);
  }
  api.kill("SIGKILL");
  const statuses = await Promise.all(inflight);
  const restarted = startApi(env);
  const restartMs = await waitHealthy(base);
  const rows = await sql`select image from testimonials where name like 'Kill %'`;
  const testimonials = () => sql`select image from testimonials`;
  const consistency = await rowsAndObjects("testimonials", testimonials(), false);
  const [{ incomplete }] = await sql`select count(*)::int as incomplete from testimonials
    where name like 'Kill %' and (content <> 'in flight' or image is null)`;
  // Every request has ended, so the sweep may take the orphans however young they are.
  const swept = await sweepOrphans(env);
  const afterSweep = await rowsAndObjects("testimonials", testimonials(), true);
  report.check(
    "API killed with SIGKILL during uploads and restarted: no half-written record, " +
      "and the orphan sweep removes the objects left without a row",
    consistency.rowWithoutObject === 0 && incomplete === 0 && afterSweep.ok,
    {
      answeredBeforeKill: statuses.filter((s) => s === 201).length,
      cutOff: statuses.filter((s) => s === 0).length,
      rowsWritten: rows.length,
      restartMs,
      orphanObjectsLeft: consistency.objectWithoutRow,
      sweepDeleted: swept.deleted,
      orphanObjectsAfterSweep: afterSweep.objectWithoutRow,
      rowsWithoutObject: consistency.rowWithoutObject,
      rowsWithoutObjectAfterSweep: afterSweep.rowWithoutObject,
      incomplete,
    },
  );
  return restarted;
}
