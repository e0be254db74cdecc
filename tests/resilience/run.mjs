// `npm run test:resilience`: against real PostgreSQL and s3rver, holds load, survives faults and
// malformed input, and checks afterwards that nothing accepted was lost or duplicated.
// Prints what it tried and what held, as figures; writes JUnit for the CI's totals.
//
//   stack.mjs      the settings, the API's environment, the clients and HTTP helpers
//   load.mjs       virtual users, then every accepted write stored exactly once
//   mail.mjs       the mail server away during the load, then every message sent exactly once;
//                  the API killed mid-send sends the message after its restart, once
//   faults.mjs     PostgreSQL restarted, the object store stopped, the API killed
//   malformed.mjs  every route with broken input (bad-input.mjs makes the requests)
//   cheap-attacks.mjs  bursts, floods, large bodies and bad Host headers against the limits
import { rmSync } from "node:fs";
import { join } from "node:path";
import { cheapAttacks } from "./cheap-attacks.mjs";
import { killDuringUploads, postgresRestart, storageOutage } from "./faults.mjs";
import { Report, startApi, startS3, stop, waitHealthy } from "./lib.mjs";
import { loadPhase } from "./load.mjs";
import { killMidSend, mailDelivered, smtpOutage, startMailbox } from "./mail.mjs";
import { malformedInput } from "./malformed.mjs";
import { adminLogin, base, dataDir, env, json, multipart, s3, s3Dir, s3Port, schema, smtpPort, sql } from "./stack.mjs";

/** A student of its own for the malformed requests, so that they cannot touch the load's students. */
async function fuzzStudentToken(/** @type {number} */ courseId) {
  const account = { email: "fuzz@res.example", password: "secret123" };
  const fields = { name: "Fuzz", ...account, mobile: "9876543210", course_id: String(courseId) };
  await (await multipart("POST", "/api/students/register", fields)).arrayBuffer();
  return (await (await json("POST", "/api/students/login", account)).json()).token;
}

const report = new Report();
/** @type {import("node:child_process").ChildProcess | undefined} */
let s3child;
/** @type {import("./lib.mjs").ApiProcess | undefined} */
let api;
/** @type {Awaited<ReturnType<typeof startMailbox>> | undefined} */
let mailbox;
try {
  s3child = await startS3(s3Port, s3Dir);
  mailbox = await startMailbox(smtpPort);
  api = startApi(env);
  await waitHealthy(base);
  const token = await adminLogin();
  const [course] = await sql`select id from courses order by id limit 1`;
  const outage = smtpOutage(mailbox);
  await loadPhase(report, token, course.id);
  await mailDelivered(report, mailbox, await outage);
  api = await killMidSend(report, api, mailbox);
  await postgresRestart(report);
  s3child = await storageOutage(report, s3child, token);
  api = await killDuringUploads(report, api, token);
  await malformedInput(report, await adminLogin(), await fuzzStudentToken(course.id));
  await cheapAttacks(report);
} catch (e) {
  report.check("the run itself completed", false, { error: String(/** @type {Error} */ (e)?.stack ?? e), apiLog: api?.log.slice(-2000) });
} finally {
  if (api) await stop(api);
  if (s3child) await stop(s3child);
  await mailbox?.stop();
  await sql.unsafe(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await sql.end();
  s3.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
}

const failed = report.write(join(process.env.TEST_RESULTS_DIR ?? ".test-results", "resilience.xml"));
console.log(`\n${report.checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
