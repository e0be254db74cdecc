// wrk (Debian's package, C) as the load generator of the page-beside-a-file measurement. At a
// server's ceiling autocannon's own work shows in what it measures: it parses every answer in
// JavaScript, and through compose's nginx it spent 27 µs of CPU on a request for /logo.svg
// (197 bytes) and 85 µs on one for / (6.9 KB), so on two shared cores a page ran at half the
// file's rate while nginx spent 30 µs on the file and 45 on the page. wrk spends 9 and 10 µs, most
// of it in the kernel, so the ratio is the server's (docs/decisions.md, "API replicas behind the shell's nginx").
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

const WRK = "/usr/bin/wrk";
const run = promisify(execFile);

/** The measurement cannot run without it: says how to get it. */
export function wrkInstalled() {
  if (!existsSync(WRK)) throw new Error(`${WRK} is missing: apt-get install -y wrk (Debian's package)`);
}

const TIME_UNITS = /** @type {Record<string, number>} */ ({ us: 0.001, ms: 1, s: 1000, m: 60_000 });
const SIZE_UNITS = /** @type {Record<string, number>} */ ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 });

/** A figure of wrk's report as a number ("838.00us" as ms, "10.20MB" as bytes). */
function figure(/** @type {string} */ report, /** @type {RegExp} */ pattern, /** @type {Record<string, number>} */ units) {
  const found = pattern.exec(report);
  if (!found) throw new Error(`wrk's report has no ${pattern}:\n${report}`);
  return Number(found[1]) * (units[found[2]] ?? NaN);
}

/**
 * Requests per second, latency (ms) and bytes per answer of `url` under `connections` clients on
 * one thread for `seconds`, as a browser asks (every encoding accepted); `headers` adds a
 * validator. `errors` counts failed connections and reads and answers of 400 or more; `status` is
 * what one request just before the run was answered (wrk counts no 304 apart from a 200).
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string> }} [options]
 */
export async function wrkRun(url, { connections = 16, seconds = 1, headers = {} } = {}) {
  const asked = { "Accept-Encoding": "gzip, deflate, br", ...headers };
  const { status } = await fetch(url, { headers: asked }).then(async (r) => (await r.arrayBuffer(), r));
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(asked)) args.push("-H", `${name}: ${value}`);
  const { stdout: report } = await run(WRK, [...args, url]);
  const requests = Number(/(\d+) requests in/.exec(report)?.[1] ?? NaN);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const { pathname, search } = new URL(url);
  return {
    path: pathname + search,
    status,
    rps: Math.round(figure(report, /Requests\/sec:\s+([\d.]+)()/, { "": 1 })),
    requests,
    bytes: Math.round(figure(report, /requests in [\d.]+\w+, ([\d.]+)([KMG]?B) read/, SIZE_UNITS) / requests),
    p50: +figure(report, /^\s+50%\s+([\d.]+)(us|ms|s|m)$/m, TIME_UNITS).toFixed(2),
    p99: +figure(report, /^\s+99%\s+([\d.]+)(us|ms|s|m)$/m, TIME_UNITS).toFixed(2),
    errors: (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) +
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}
