#!/usr/bin/env node
// Builds the front end: each remote, then the shell, one at a time (the
// machines have two cores and each Vite build already uses both). The shell
// comes last because its build downloads the remotes' generated types
// (shells/host/@mf-types), which this script serves from their dist/ folders.
//
//   node scripts/build.mjs             build all four
//   node scripts/build.mjs --if-stale  skip a workspace whose dist/ is newer
//                                      than everything it is built from
//   node scripts/build.mjs --verbose   also show Vite's own output
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { REMOTES } from "./remotes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const TYPE_FILES = ["@mf-types.zip", "@mf-types.d.ts"];

// outputs: files that must exist (relative to the workspace); with everything
// in dist/, the oldest of them must be newer than every input.
/** @type {{ name: string; dir: string; outputs: string[]; inputs?: string[]; needsRemoteTypes?: boolean }[]} */
const WORKSPACES = [
  ...REMOTES.map((name) => ({
    name: `@institute/${name}`,
    dir: `remotes/${name}`,
    outputs: [
      "dist/remoteEntry.js",
      "dist/mf-manifest.json",
      ...TYPE_FILES.map((file) => `dist/${file}`),
      // The public site's pages are drawn on the server too (api/web/server-render.ts).
      ...(name === "public" ? ["dist-server/App.js"] : []),
    ],
  })),
  {
    name: "@institute/shell",
    dir: "shells/host",
    outputs: ["dist/index.html", "dist/remotes.json", "@mf-types/index.d.ts", "dist-server/server.js"],
    // A remote with new types means new shell types, though not a new bundle.
    inputs: REMOTES.map((name) => `remotes/${name}/dist/@mf-types.zip`),
    needsRemoteTypes: true,
  },
];

// What a workspace's dist/ is built from, besides packages/ (shared by all).
const OWN_INPUTS = ["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json"];
// package-lock.json: a dependency bump changes what gets bundled; tsconfig.base.json: the compiler
// options every workspace extends.
const COMMON_INPUTS = ["packages", "package-lock.json", "tsconfig.base.json"];
const SKIP_DIRS = new Set(["node_modules", "dist", "dist-server", ".__mf__temp"]);

const args = new Set(process.argv.slice(2));
const ifStale = args.has("--if-stale");
const verbose = args.has("--verbose");

/**
 * Calls visit(mtimeMs) for path and everything under it. Directories count too: deleting or
 * renaming a source changes only its directory's time.
 */
function walk(path, visit) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return; // optional input (e.g. no public/)
  }
  visit(stat.mtimeMs);
  if (!stat.isDirectory()) return;
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

/** The oldest output (all of dist/ and the listed files), or 0 when one is missing. */
function oldestOutput(ws) {
  const outputs = ws.outputs.map((file) => join(root, ws.dir, file));
  if (!outputs.every((file) => existsSync(file))) return 0;
  let oldest = Infinity;
  for (const path of [join(root, ws.dir, "dist"), ...outputs]) walk(path, (mtime) => (oldest = Math.min(oldest, mtime)));
  return oldest === Infinity ? 0 : oldest;
}

/**
 * Serves the built remotes' type files as /remotes/<name>/<file>, the layout
 * the shell's remoteTypeUrls expect; the type downloader only speaks HTTP.
 */
async function serveRemoteTypes() {
  const server = createServer((req, res) => {
    const [, prefix, name, file, ...rest] = (req.url ?? "").split("?")[0].split("/");
    const path = join(root, "remotes", name ?? "", "dist", file ?? "");
    if (prefix !== "remotes" || !REMOTES.includes(name) || !TYPE_FILES.includes(file) || rest.length || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": file.endsWith(".zip") ? "application/zip" : "text/plain" });
    createReadStream(path).pipe(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Runs `npm run build` in a workspace; resolves to { status, output }. */
function npmBuild(ws, env) {
  const child = spawn("npm", ["run", "build", "-w", ws.name], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: verbose ? "inherit" : "pipe",
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on("close", (status) => resolve({ status, output }));
  });
}

const commonNewest = ifStale ? newestInput(COMMON_INPUTS.map((p) => join(root, p))) : 0;

for (const ws of WORKSPACES) {
  if (ifStale) {
    const own = OWN_INPUTS.map((p) => join(root, ws.dir, p));
    const inputs = Math.max(commonNewest, newestInput([...own, ...(ws.inputs ?? []).map((p) => join(root, p))]));
    if (oldestOutput(ws) > inputs) {
      console.log(`${ws.name}: up to date`);
      continue;
    }
  }
  const started = Date.now();
  const types = ws.needsRemoteTypes ? await serveRemoteTypes() : undefined;
  const result = await npmBuild(ws, types ? { REMOTE_TYPES_ORIGIN: types.origin } : {});
  types?.close();
  if (result.status !== 0) {
    process.stderr.write(result.output);
    console.error(`${ws.name}: build FAILED`);
    process.exit(result.status || 1);
  }
  console.log(`${ws.name}: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
