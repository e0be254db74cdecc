#!/usr/bin/env node
// Development: the API (`npm run api:dev`, port 8000, reloads on change) plus a Vite dev server for
// the shell (5173, proxies /api to the API) and one per remote (5174-5176).
// The shell reads its remotes from /remotes.dev.json, which its Vite config
// serves with the remotes' dev-server URLs, and downloads their generated types
// when it starts, so it starts once the remotes serve them. Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { REMOTES } from "./remotes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// packages/federation is TypeScript: loaded as the front ends' Vite configs load it (--configLoader runner).
/** @type {{ module: typeof import("@institute/federation") }} */
const { module: { DEV_PORTS } } = await runnerImport(join(root, "packages/federation/index.ts"));
const vitePackage = createRequire(join(root, "package.json")).resolve("vite/package.json");
const vite = join(dirname(vitePackage), "bin", "vite.js");
const color = process.stdout.isTTY;
const PATH = `${join(root, "node_modules", ".bin")}:${process.env.PATH}`;

if (process.env.INSTITUTE_DEV_RUNNING) {
  console.error("scripts/dev.mjs is already running in a parent process; not starting it again.");
  process.exit(1);
}
process.env.INSTITUTE_DEV_RUNNING = "1";

const SERVICES = [
  // Optional: if the API stops (a syntax error mid-edit), the front end keeps running.
  { label: "api", cmd: "npm", args: ["run", "-s", "api:dev"], cwd: root, optional: true },
  ...REMOTES.map((name) => ({
    label: name,
    cmd: process.execPath,
    args: [vite, "--configLoader", "runner"],
    cwd: join(root, "remotes", name),
    env: { SHELL_DEV_ORIGIN: `http://localhost:${DEV_PORTS.shell}` },
  })),
];
const SHELL = {
  label: "shell",
  cmd: process.execPath,
  args: [vite, "--configLoader", "runner"],
  cwd: join(root, "shells/host"),
  env: { VITE_REMOTES_MANIFEST: "/remotes.dev.json" },
};
// Generating a remote's types takes a few seconds after its server is up.
const TYPES_WAIT_MS = 120_000;

const running = new Map();
let stopping = false;

function prefixed(label, stream, out) {
  let rest = "";
  const tag = color ? `\x1b[36m[${label}]\x1b[0m ` : `[${label}] `;
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(tag + line + "\n");
  });
  stream.on("end", () => rest && out.write(tag + rest + "\n"));
}

function start(service) {
  const child = spawn(service.cmd, service.args, {
    cwd: service.cwd,
    env: { ...process.env, PATH, ...(color ? { FORCE_COLOR: "1" } : {}), ...service.env },
    stdio: ["ignore", "pipe", "pipe"],
    // Own process group, so stopping it also stops what it spawned (npm runs sh runs deno).
    detached: true,
  });
  running.set(service.label, child);
  prefixed(service.label, child.stdout, process.stdout);
  prefixed(service.label, child.stderr, process.stderr);
  child.on("error", (error) => console.error(`[${service.label}] could not start: ${error.message}`));
  child.on("exit", (code, signal) => {
    running.delete(service.label);
    if (stopping) return;
    console.error(`[${service.label}] exited (${signal ?? `code ${code}`})`);
    if (!service.optional) stopAll(1);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const groups = [...running.values()].map((child) => child.pid);
  const signalAll = (signal) =>
    groups.forEach((pid) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    });
  const alive = () =>
    groups.some((pid) => {
      try {
        process.kill(-pid, 0);
        return true;
      } catch {
        return false;
      }
    });
  signalAll("SIGTERM");
  // `deno run --watch` outlives the program it watches: the API shuts down gracefully on the
  // first SIGTERM, the then idle watcher ends on the second. SIGKILL only for what still hangs.
  for (let waited = 0; alive() && waited < 5000; waited += 250) {
    await sleep(250);
    if (waited === 1500) signalAll("SIGTERM");
  }
  signalAll("SIGKILL");
  process.exit(exitCode);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

/** Resolves once every remote's dev server serves its generated types, or false on timeout. */
async function remoteTypesServed() {
  const served = (name) =>
    fetch(`http://localhost:${DEV_PORTS[name]}/remotes/${name}/@mf-types.zip`, { method: "HEAD" }).then((r) => r.ok, () => false);
  for (const deadline = Date.now() + TYPES_WAIT_MS; Date.now() < deadline && !stopping; await sleep(500)) {
    if ((await Promise.all(REMOTES.map(served))).every(Boolean)) return true;
  }
  return false;
}

for (const service of SERVICES) start(service);
console.log("Waiting for the remotes' types before starting the shell...");
if (!(await remoteTypesServed())) console.error("The remotes serve no types yet; the shell starts without them.");
if (!stopping) {
  start(SHELL);
  console.log(`Shell: http://localhost:${DEV_PORTS.shell}  (remotes on ${REMOTES.map((n) => DEV_PORTS[n]).join(", ")}, API on 8000)`);
}
