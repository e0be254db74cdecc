#!/usr/bin/env node
// Builds the front end: the shell, then each remote, one at a time (the
// machines have two cores and each Vite build already uses both).
//
//   node scripts/build.mjs             build all four
//   node scripts/build.mjs --if-stale  skip a workspace whose dist/ is newer
//                                      than everything it is built from
//   node scripts/build.mjs --verbose   also show Vite's own output
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const WORKSPACES = [
  { name: "@institute/shell", dir: "shells/host", outputs: ["index.html", "remotes.json"] },
  { name: "@institute/public", dir: "remotes/public", outputs: ["remoteEntry.js", "mf-manifest.json"] },
  { name: "@institute/portal", dir: "remotes/portal", outputs: ["remoteEntry.js", "mf-manifest.json"] },
  { name: "@institute/admin", dir: "remotes/admin", outputs: ["remoteEntry.js", "mf-manifest.json"] },
];

// What a workspace's dist/ is built from, besides packages/ (shared by all).
const OWN_INPUTS = ["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json"];
// package-lock.json: a dependency bump changes what gets bundled.
const COMMON_INPUTS = ["packages", "package-lock.json"];
const SKIP_DIRS = new Set(["node_modules", "dist", ".__mf__temp"]);

const args = new Set(process.argv.slice(2));
const ifStale = args.has("--if-stale");
const verbose = args.has("--verbose");

/** Calls visit(mtimeMs) for every file under path (a file or a directory). */
function walk(path, visit) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return; // optional input (e.g. no public/)
  }
  if (!stat.isDirectory()) return visit(stat.mtimeMs);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    walk(join(path, entry.name), visit);
  }
}

function newestInput(paths) {
  let newest = 0;
  for (const path of paths) walk(path, (mtime) => (newest = Math.max(newest, mtime)));
  return newest;
}

/** The oldest file in dist/, or 0 when dist/ lacks an expected output. */
function oldestOutput(ws) {
  const dist = join(root, ws.dir, "dist");
  if (!ws.outputs.every((file) => existsSync(join(dist, file)))) return 0;
  let oldest = Infinity;
  walk(dist, (mtime) => (oldest = Math.min(oldest, mtime)));
  return oldest === Infinity ? 0 : oldest;
}

const commonNewest = ifStale ? newestInput(COMMON_INPUTS.map((p) => join(root, p))) : 0;

for (const ws of WORKSPACES) {
  if (ifStale) {
    const inputs = Math.max(commonNewest, newestInput(OWN_INPUTS.map((p) => join(root, ws.dir, p))));
    if (oldestOutput(ws) > inputs) {
      console.log(`${ws.name}: up to date`);
      continue;
    }
  }
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "-w", ws.name], {
    cwd: root,
    stdio: verbose ? "inherit" : "pipe",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    console.error(`${ws.name}: build FAILED${result.error ? ` (${result.error.message})` : ""}`);
    process.exit(result.status || 1);
  }
  console.log(`${ws.name}: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
