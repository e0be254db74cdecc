// The deployment test's scale-out phase (run.mjs): `docker compose up --scale api=3` serves the
// site unchanged and the shell's nginx spreads requests over the replicas (checked); a rolling
// restart of the replicas one at a time under a steady load that reaches them loses no request
// (checked).
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * @typedef {{
 *   docker: string,
 *   compose: (...args: string[]) => string,
 *   base: string,
 *   api: (method: string, path: string, body?: { token?: string, json?: unknown, form?: FormData }) => Promise<Response>,
 *   adminToken: () => Promise<string>,
 *   uploadSlider: (token: string, title: string) => Promise<Response>,
 *   student: { email: string, password: string },
 *   waitFor: (what: string, test: () => Promise<boolean>, timeoutMs?: number) => Promise<number>,
 * }} Stack
 */

const REPLICAS = 3;
// Reads that carry a token: the shell's cache answers none of them, so each reaches a replica.
const LOADED = ["/api/courses", "/courses"];
const COUNTED = "/api/admin/dashboard-stats";

/** The API replicas' container ids. @param {Stack} stack */
const replicas = (stack) => stack.compose("ps", "-q", "api").trim().split("\n").filter(Boolean);

/** Whether a replica's API answers inside its container (its healthcheck's own request). */
const answers = (/** @type {Stack} */ stack, /** @type {string} */ id) =>
  run(stack.docker, ["exec", id, "curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8000/api/health"]).then(() => true, () => false);

/**
 * What the shell's nginx said since `since`, when a request was lost: its refused connections by
 * replica (a replica going down refuses; nginx retries the next: counted, not lost), every other
 * error as written, and the answers it gave that were not a 200 (two runs in sixteen lost a few
 * requests at once, and the errors counted then could not say why).
 * @param {Stack} stack @param {string} since
 */
async function nginxSaid(stack, since) {
  const shell = stack.compose("ps", "-q", "shell").trim();
  const { stdout, stderr } = await run(stack.docker, ["logs", "--since", since, shell], { maxBuffer: 64 << 20 });
  /** @type {Record<string, number>} */
  const refused = {};
  const errors = [];
  for (const line of stderr.split("\n")) {
    if (!/\[(?:error|crit|alert)\]/.test(line)) continue;
    const at = /upstream: "http:\/\/([^/"]*)/.exec(line)?.[1];
    if (line.includes("(111: Connection refused) while connecting to upstream") && at) refused[at] = (refused[at] ?? 0) + 1;
    else errors.push(line.replace(/, (?:server|host): [^,]*/g, ""));
  }
  const notOk = stdout.split("\n").filter((line) => /" (?!200 )\d{3} /.test(line) && !line.includes("/api/health"));
  return { refused, errors: errors.slice(0, 12), notOk: notOk.slice(0, 12) };
}

/**
 * Requests from `loops` visitors at once, each after the last is answered, until `stop()`: what
 * each answered (status 0 for no answer), and when (seconds since the load began) each answer
 * that was not a 200 came.
 */
function steadyLoad(/** @type {Stack} */ stack, /** @type {string} */ token, loops = 4) {
  /** @type {Record<string, number>} */
  const seen = {};
  /** @type {number[]} */
  const failedAt = [];
  const began = Date.now();
  const since = () => Math.round((Date.now() - began) / 100) / 10;
  let running = true;
  const visitor = async (/** @type {number} */ n) => {
    for (let i = n; running; i++) {
      const path = LOADED[i % LOADED.length];
      const status = await stack.api("GET", path, { token }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
      seen[status] = (seen[status] ?? 0) + 1;
      if (status !== 200) failedAt.push(since());
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, n) => visitor(n)));
  return { seen, failedAt, since, stop: async () => ((running = false), await done) };
}

/** @param {Stack} stack @param {import("../resilience/lib.mjs").Report} report */
export async function scaleOut(stack, report) {
  const started = Date.now();
  stack.compose("up", "-d", "--no-deps", "--scale", `api=${REPLICAS}`, "api");
  const ids = replicas(stack);
  await stack.waitFor("three API replicas answering", async () => (await Promise.all(ids.map((id) => answers(stack, id)))).every(Boolean));
  const upSeconds = Math.round((Date.now() - started) / 1000);

  // The site as a visitor and the office use it, through the shell, with three replicas behind it.
  const token = await stack.adminToken();
  const since = new Date().toISOString();
  const smoke = {
    page: (await stack.api("GET", "/courses")).status,
    login: (await stack.api("POST", "/api/students/login", { json: stack.student })).status,
    upload: (await stack.uploadSlider(token, "Scaled out")).status,
  };
  // nginx learns of the new replicas at its next resolution of `api` (every 10 s): asked until each
  // replica's own log holds some of the requests.
  const counts = async () =>
    await Promise.all(ids.map(async (id) => (await run(stack.docker, ["logs", "--since", since, id])).stdout.split(COUNTED).length - 1));
  let sent = 0;
  let served = ids.map(() => 0);
  await stack.waitFor("requests reaching every replica", async () => {
    for (let i = 0; i < 5; i++, sent++) await (await stack.api("GET", COUNTED, { token })).arrayBuffer();
    served = await counts();
    return served.every((n) => n > 0);
  }, 60_000).catch(() => {});
  served = await counts();

  // Restarted one at a time (SIGTERM: each finishes what it holds), each back before the next.
  const load = steadyLoad(stack, token);
  await stack.waitFor("the load under way", () => Promise.resolve((load.seen[200] ?? 0) >= 10));
  const loadSince = new Date().toISOString();
  // When each replica went, answered again and took the load again, on the load's clock: a lost
  // request's moment then says which restart it fell in.
  /** @type {Record<string, number>[]} */
  const restarts = [];
  for (const id of ids) {
    /** @type {Record<string, number>} */
    const moments = { went: load.since() };
    restarts.push(moments);
    await run(stack.docker, ["restart", "-t", "20", id]);
    await stack.waitFor(`replica ${id.slice(0, 12)} answering after its restart`, () => answers(stack, id));
    moments.answered = load.since();
    // Back in nginx's rotation before the next goes (14 of 3,134 requests answered 502 in a CI run
    // that did not wait). Its log since its new start: the old process's last lines, written
    // after the restart was asked, would say so at once.
    const started = (await run(stack.docker, ["inspect", "-f", "{{.State.StartedAt}}", id])).stdout.trim();
    await stack.waitFor(
      `replica ${id.slice(0, 12)} taking the load again`,
      async () => (await run(stack.docker, ["logs", "--since", started, id])).stdout.includes(LOADED[0]),
    );
    moments.loaded = load.since();
  }
  await load.stop();
  const requests = Object.values(load.seen).reduce((a, b) => a + b, 0);
  const lost = requests - (load.seen[200] ?? 0);
  // What nginx said of the requests it could not pass on, when some were lost: one CI run lost
  // 11 with the wait above, which the API's logs could not explain.
  const shellSaid = lost ? await nginxSaid(stack, loadSince) : undefined;

  stack.compose("up", "-d", "--no-deps", "--scale", "api=1", "api");
  report.check(
    "`up --scale api=3` serves the site unchanged (a page, a login, an upload), and nginx spreads requests over the three replicas",
    smoke.page === 200 && smoke.login === 200 && smoke.upload === 201 && served.every((n) => n > 0) &&
      served.reduce((a, b) => a + b, 0) === sent,
    { upSeconds, smoke, sent, served },
  );
  // A check since the wait above for each replica to take the load again: before it one CI run
  // lost 14 of 3,134 requests; with it, five runs in a row lost none.
  report.check(
    `a rolling restart of the ${REPLICAS} API replicas, one at a time, loses no request of a steady public load`,
    requests > 0 && lost === 0,
    { requests, lost, statuses: load.seen, shellSaid, ...(lost ? { lostAt: load.failedAt.slice(0, 40), restarts } : {}) },
  );
  return { requests, lost, statuses: load.seen };
}
