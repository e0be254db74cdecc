// Processes and checks the resilience run shares: the API, s3rver, PostgreSQL and the report.
import { execFile, execFileSync, spawn } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { writeJunit } from "../../scripts/junit-report.mjs";

const PERMS = ["--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys"];
const root = join(import.meta.dirname, "../..");
const deno = join(root, "node_modules/.bin/deno");
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `request` (a whole HTTP/1.1 request head) as it is written, where fetch would refuse or
 * mend it (a malformed Host, a Content-Length no body follows), and answers the status and body.
 * A server that waits for a body never sent is given up on after 10 s: status 0.
 */
export function rawHttp(/** @type {number} */ port, /** @type {string} */ request) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (d) => (text += d));
    socket.on(
      "close",
      () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.split("\r\n\r\n")[1] ?? "" }),
    );
    socket.on("error", () => resolve({ status: 0, body: "" }));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** s3rver on a fixed port and folder, so a restart brings the same objects back. */
export async function startS3(port, dir) {
  const child = spawn("node", ["--openssl-legacy-provider", join(root, "scripts/s3rver.mjs")], {
    env: { ...process.env, S3RVER_PORT: String(port), S3RVER_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", () => reject(new Error("s3rver exited")));
  });
  return child;
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} [signal] @returns {Promise<void>} */
export const stop = (child, signal = "SIGTERM") =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill(signal))));

/** @typedef {import("node:child_process").ChildProcess & { log: string }} ApiProcess The API, with what it printed. */

/** @param {Record<string, string>} env @returns {ApiProcess} */
export function startApi(env) {
  const child = spawn(deno, ["run", ...PERMS, join(root, "api/main.ts")], {
    env: { ...process.env, ...env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    cwd: root,
  });
  const api = Object.assign(child, { log: "" });
  child.stdout.on("data", (d) => (api.log += d));
  child.stderr.on("data", (d) => (api.log += d));
  return api;
}

/** One orphan sweep by the API's own code with no grace (only while no upload is in flight): its JSON result. */
export async function sweepOrphans(env) {
  const args = ["run", ...PERMS, join(root, "api/sweep-orphans.ts"), "--grace-minutes=0"];
  const { stdout } = await promisify(execFile)(deno, args, { env: { ...process.env, ...env, NO_COLOR: "1" }, cwd: root });
  return JSON.parse(stdout);
}

export async function waitHealthy(base, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return Date.now() - start;
    // Asked again: a restart after a fault announces its health to no one, and the time is measured.
    await sleep(100);
  }
  throw new Error(`${base} did not become healthy within ${timeoutMs} ms`);
}

/** Stops (fast: open connections are cut, as in a crash or a failover) or starts the local cluster. */
export function postgresCtl(action) {
  const version = execFileSync("ls", ["/etc/postgresql"], { encoding: "utf8" }).trim().split("\n")[0];
  const mode = action === "stop" ? ["--mode", "fast"] : [];
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", ...mode, version, "main", action], { stdio: "ignore" });
}

/** Collects named checks with the figures behind them, printed and written as JUnit. */
export class Report {
  /** @type {{ name: string; ok: boolean; figures: unknown; seconds: number }[]} */
  checks = [];
  // Each check is timed from the one before it (the first from the report's making): the phase
  // that led to it, which the run's slowest tests then name.
  #since = performance.now();
  /** @param {string} name @param {unknown} ok @param {unknown} figures */
  check(name, ok, figures) {
    const now = performance.now();
    const seconds = (now - this.#since) / 1000;
    this.#since = now;
    this.checks.push({ name, ok: Boolean(ok), figures, seconds });
    console.log(`${ok ? "HELD  " : "BROKE "} ${name} (${seconds.toFixed(1)} s)\n       ${JSON.stringify(figures)}`);
  }
  write(file) {
    return writeJunit(
      file,
      "resilience",
      this.checks.map((c) => ({ name: c.name, failure: c.ok ? undefined : JSON.stringify(c.figures), seconds: c.seconds })),
    );
  }
}
