// wrk (Debian's package, C) as the load generator of the page-beside-a-file measurement. At a
// server's ceiling autocannon's own work shows in what it measures: it parses every answer in
// JavaScript, and through compose's nginx it spent 27 µs of CPU on a request for /logo.svg
// (197 bytes) and 85 µs on one for / (6.9 KB), so on two shared cores a page ran at half the
// file's rate while nginx spent 30 µs on the file and 45 on the page. wrk spends 9 and 10 µs, most
// of it in the kernel, so the ratio is the server's (docs/decisions.md, "API replicas behind the
// shell's nginx").
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const WRK = "/usr/bin/wrk";
const LATENCIES = fileURLToPath(new URL("./wrk-latencies.lua", import.meta.url));
const run = promisify(execFile);

/** The measurement cannot run without it: says how to get it. */
export function wrkInstalled() {
  if (!existsSync(WRK)) throw new Error(`${WRK} is missing: apt-get install -y wrk (Debian's package)`);
}

const SIZE_UNITS = /** @type {Record<string, number>} */ ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 });

/** A figure of wrk's report as a number ("10.20MB" read as bytes). */
function figure(/** @type {string} */ report, /** @type {RegExp} */ pattern, /** @type {Record<string, number>} */ units) {
  const found = pattern.exec(report);
  if (!found) throw new Error(`wrk's report has no ${pattern}:\n${report}`);
  return Number(found[1]) * (units[found[2]] ?? NaN);
}

/** @typedef {[number, number][]} Latencies Every latency of a run, in µs, and how many requests took it. */

/** The latency (ms) `share` of the requests took at most, of one run or of several together. */
export function latencyAt(/** @type {Latencies[]} */ runs, /** @type {number} */ share) {
  const merged = new Map();
  for (const [us, count] of runs.flat()) merged.set(us, (merged.get(us) ?? 0) + count);
  const sorted = [...merged].sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  for (const [us, count] of sorted) if ((seen += count) >= share * total) return +(us / 1000).toFixed(2);
  return NaN;
}

/**
 * Requests per second, latency (ms) and bytes per answer of `url` under `connections` clients on
 * one thread for `seconds`, as a browser asks (every encoding accepted); `headers` adds a
 * validator. `errors` counts failed connections and reads and answers of 400 or more; `status` is
 * what one request just before the run was answered (wrk counts no 304 apart from a 200);
 * `latencies` lets runs be merged (`latencyAt`): wrk's, corrected for coordinated omission (a slow
 * answer also counts for the requests it kept from being sent), so p99 is never flattered.
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function wrkRun(url, { connections = 16, seconds = 1, headers = {} } = {}) {
  const asked = { "Accept-Encoding": "gzip, deflate, br", ...headers };
  const { status } = await fetch(url, { headers: asked }).then(async (r) => (await r.arrayBuffer(), r));
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "-s", LATENCIES];
  for (const [name, value] of Object.entries(asked)) args.push("-H", `${name}: ${value}`);
  const { stdout: report } = await run(WRK, [...args, url]);
  const requests = Number(/(\d+) requests in/.exec(report)?.[1] ?? NaN);
  /** @type {Latencies} */
  const latencies = (/^latencies (.*)$/m.exec(report)?.[1] ?? "").split(",").filter(Boolean)
    .map((pair) => /** @type {[number, number]} */ (pair.split(":").map(Number)));
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const { pathname, search } = new URL(url);
  return {
    path: pathname + search,
    status,
    rps: Math.round(figure(report, /Requests\/sec:\s+([\d.]+)()/, { "": 1 })),
    requests,
    bytes: Math.round(figure(report, /requests in [\d.]+\w+, ([\d.]+)([KMG]?B) read/, SIZE_UNITS) / requests),
    p50: latencyAt([latencies], 0.5),
    p99: latencyAt([latencies], 0.99),
    latencies,
    errors: (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) +
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}
