// Load as the bench, the deployment test and the resilience suite make it (autocannon and wrk runs,
// timed reads, a reset-link flood): what they measure side by side is then measured alike.
import autocannon from "autocannon";
import { Worker } from "node:worker_threads";
import { latencyAt, wrkInstalled, wrkRun } from "./wrk.mjs";

/**
 * Requests per second and latency of `url` under `connections` clients for `seconds`, as a browser
 * asks (every encoding accepted); `headers` adds a token. `errors` counts failed requests and
 * answers other than 2xx.
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function loadRun(url, { connections = 50, seconds = 5, headers = {} } = {}) {
  const r = await autocannon({ url, connections, duration: seconds, headers: { "Accept-Encoding": "gzip, deflate, br", ...headers } });
  const { pathname, search } = new URL(url);
  return {
    path: pathname + search,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * Each page's rate beside a static file's on the same server (`file`, a path): the ratio says how
 * near a page is to costing what a file costs. The first page is also asked with its ETag (a
 * returning visitor's 304).
 *
 * The file and each page take turns in one-second slices for `seconds` each, and a page's ratio is
 * the median of its turns' (its second's rate over the file's second before it; all of them are in
 * `turnRatios`): on a machine whose other work comes and goes (CI runs suites side by side), a file
 * measured once before the pages made the ratios drift with that work rather than with the pages,
 * and a turn that met a burst of it moved a ratio of sums with it (0.72 to 1.48 for the files and
 * pages of one stack, beside the resilience suite in a CI run). The load is wrk's (`tests/wrk.mjs`
 * says why); each figure says how each address was answered and its bytes per answer.
 *
 * With `queriesSent` (the server's count of database statements, read before and after each page's
 * slices), each page also says how many statements its requests cost: a kept page costs none.
 * @param {string} base
 * @param {string} file
 * @param {string[]} pages
 * @param {{ connections?: number, seconds?: number, queriesSent?: () => Promise<number> }} [options]
 */
export async function pagesBesideFile(base, file, pages, { seconds = 5, queriesSent, ...options } = {}) {
  wrkInstalled();
  // Each address under load for a second before its turns: what is measured is an answer as it is
  // served between two content changes, not the one request after a change that draws the page
  // (every other connection would wait for it, and the run would count that wait as the page's),
  // nor a server still compiling the path it is asked.
  const second = (/** @type {string} */ path, /** @type {{ headers?: Record<string, string> }} */ ask = {}) =>
    wrkRun(base + path, { ...options, ...ask, seconds: 1 });
  await second(file);
  /** @type {Awaited<ReturnType<typeof wrkRun>>[]} */
  const fileSlices = [];
  /** Runs `path` in turns with the file; its rate beside the file's in those turns. */
  const besideFile = async (
    /** @type {string} */ path,
    /** @type {{ headers?: Record<string, string> }} */ ask = {},
  ) => {
    const slices = [];
    const turns = [];
    let queries = 0;
    for (let turn = 0; turn < seconds; turn++) {
      turns.push(await second(file));
      const before = await queriesSent?.();
      slices.push(await second(path, ask));
      if (queriesSent) queries += (await queriesSent()) - Number(before) - readingCost;
    }
    fileSlices.push(...turns);
    const counted = queriesSent ? { queries, queriesPerRequest: +(queries / sum(slices, "requests")).toFixed(4) } : {};
    const turnRatios = slices.map((slice, i) => +(slice.rps / turns[i].rps).toFixed(2));
    return { ...combined(slices), ratio: [...turnRatios].sort((a, b) => a - b)[Math.floor(turnRatios.length / 2)], turnRatios, ...counted };
  };
  // What reading the count costs by itself (the reader's own token check), taken off each reading.
  let readingCost = 0;
  if (queriesSent) {
    const first = await queriesSent();
    readingCost = (await queriesSent()) - first;
  }
  const measured = [];
  for (const path of pages) {
    await second(path);
    measured.push(await besideFile(path));
  }
  const etag = (await fetch(base + pages[0], { headers: { "Accept-Encoding": "gzip, deflate, br" } })).headers.get("etag");
  const revalidated = etag ? await besideFile(pages[0], { headers: { "If-None-Match": etag } }) : null;
  return { file: combined(fileSlices), pages: measured, revalidated };
}

const sum = (/** @type {Record<string, any>[]} */ runs, /** @type {string} */ key) => runs.reduce((total, run) => total + run[key], 0);

/** One figure of a run's slices: the mean rate, p50 and p99 over all their requests, every error. */
function combined(/** @type {Awaited<ReturnType<typeof wrkRun>>[]} */ slices) {
  return {
    path: slices[0].path,
    status: [...new Set(slices.map((s) => s.status))].join(", "),
    bytes: Math.round(sum(slices, "bytes") / slices.length),
    rps: Math.round(sum(slices, "rps") / slices.length),
    p50: latencyAt(slices.map((s) => s.latencies), 0.5),
    p99: latencyAt(slices.map((s) => s.latencies), 0.99),
    errors: sum(slices, "errors"),
    requests: sum(slices, "requests"),
  };
}

/** How many answers of each status. @param {number[]} answered */
const countStatuses = (answered) => answered.reduce((c, s) => ((c[s] = (c[s] ?? 0) + 1), c), /** @type {Record<number, number>} */ ({}));
const p99 = (/** @type {number[]} */ ms) =>
  Math.round([...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? 0);

/**
 * A visitor's reads of `url`, one after another for `seconds`, and an admin's `login()` every
 * 20th read: each one timed, and how each was answered.
 * @param {string} url @param {number} seconds @param {() => Promise<Response>} login
 */
export async function timedReads(url, seconds, login) {
  /** @type {{ ms: number, status: number }[]} */
  const reads = [];
  /** @type {{ ms: number, status: number }[]} */
  const logins = [];
  /** @param {() => Promise<Response>} ask @param {{ ms: number, status: number }[]} into */
  const timed = async (ask, into) => {
    const started = performance.now();
    const status = await ask().then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
    into.push({ ms: performance.now() - started, status });
  };
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await timed(() => fetch(url), reads);
    if (reads.length % 20 === 0) await timed(login, logins);
  }
  return {
    reads: reads.length,
    readP99Ms: p99(reads.map((r) => r.ms)),
    readStatuses: countStatuses(reads.map((r) => r.status)),
    logins: logins.length,
    slowestLoginMs: Math.round(Math.max(0, ...logins.map((l) => l.ms))),
    loginStatuses: countStatuses(logins.map((l) => l.status)),
  };
}

/**
 * `measure()` beside a flood of guessed reset links on `base` (tests/reset-flood.mjs), and how the
 * guesses were answered. The flood runs in a thread of its own: in this one its 40 lanes would
 * delay the measured requests before they left, and the figures would be the client's own queue.
 * @template T @param {string} base @param {() => Promise<T>} measure
 */
export async function besideResetFlood(base, measure) {
  const flood = new Worker(new URL("./reset-flood.mjs", import.meta.url), { workerData: { base } });
  const ended = new Promise((resolve) => flood.once("message", resolve));
  try {
    return {
      measured: await measure(),
      guesses: /** @type {{ sent: number, statuses: Record<number, number> }} */ (await (flood.postMessage("stop"), ended)),
    };
  } finally {
    await flood.terminate();
  }
}
