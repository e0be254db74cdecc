#!/usr/bin/env node
// One team's releases of its remote, against a running site (npm start, or compose):
//
//   npm run remote -- release <name> [--dist DIR] [--build ID]   build, upload, make active
//   npm run remote -- rollback <name>                             the release before the active one
//   npm run remote -- activate <name> <build|deployed>            any kept release, or the deployed build
//   npm run remote -- list                                        every remote's kept releases
//
// The site is INSTITUTE_URL (default http://127.0.0.1:$PORT, PORT 8000). The calls are an admin's:
// RELEASE_TOKEN (an admin token), or RELEASE_USERNAME and RELEASE_PASSWORD (a staff account), or
// else the first admin of the embedded default ($DATA_DIR/admin-password.txt).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { REMOTES } from "./remotes.mjs";

const site = (process.env.INSTITUTE_URL || `http://127.0.0.1:${process.env.PORT || 8000}`).replace(/\/+$/, "");

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`remote: ${message}`);
  process.exit(1);
}

/** @returns {Promise<string>} */
async function adminToken() {
  if (process.env.RELEASE_TOKEN) return process.env.RELEASE_TOKEN;
  let username = process.env.RELEASE_USERNAME;
  let password = process.env.RELEASE_PASSWORD;
  if (!username || !password) {
    const file = join(process.env.DATA_DIR || ".data", "admin-password.txt");
    try {
      [username, password] = readFileSync(file, "utf8").split("\n");
    } catch {
      fail(`set RELEASE_TOKEN, or RELEASE_USERNAME and RELEASE_PASSWORD (no ${file} to read the first admin's from)`);
    }
  }
  const answer = await call("POST", "/api/admin/login", { json: { username, password } });
  return answer.token;
}

/**
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string; json?: unknown; form?: FormData }} [options]
 */
async function call(method, path, { token, json, form } = {}) {
  /** @type {Record<string, string>} */
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(site + path, { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) })
    .catch((e) => fail(`cannot reach ${site} (${e.cause ?? e}); is the site running? INSTITUTE_URL names it`));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${method} ${path}: ${res.status} ${body.error ?? res.statusText}`);
  return body;
}

/** @param {string} name */
function remoteName(name) {
  if (!REMOTES.includes(name)) fail(`name a remote: ${REMOTES.join(", ")}`);
  return name;
}

/**
 * Every file of a build, by its path inside it. Dot-files (Vite's .vite/) are not served, and the
 * brotli copies are the build's own disk's: a release is served compressed from storage as it is.
 */
function filesOf(dir, under = dir) {
  /** @type {string[]} */
  const paths = [];
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    // index.html is the remote's own page, not what the shell loads; a release may not hold HTML.
    if (entry.name.startsWith(".") || entry.name.endsWith(".br") || (under === dir && entry.name === "index.html")) continue;
    const full = join(under, entry.name);
    if (entry.isDirectory()) paths.push(...filesOf(dir, full));
    else paths.push(relative(dir, full).split("\\").join("/"));
  }
  return paths;
}

/**
 * Builds the remote for the release's own path into a folder of its own: the deployed build stays as
 * it is. Only the browser's build: the server draws pages with the build deployed with it alone.
 */
function buildRelease(name, build) {
  const outDir = mkdtempSync(join(tmpdir(), `release-${name}-`));
  console.log(`Building the ${name} remote as release ${build}…`);
  const result = spawnSync("npm", ["exec", "-w", `@institute/${name}`, "--", "vite", "build", "--configLoader", "runner"], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: {
      // Checked against the shared packages of the shell the site runs (packages/federation's sharedGuard).
      SHELL_SHARED: `${site}/shared.json`,
      ...process.env,
      VITE_BUILD_ID: build,
      REMOTE_BASE: `/remotes/releases/${name}/${build}/`,
      REMOTE_OUT_DIR: outDir,
    },
  });
  if (result.status !== 0) fail(`the build of ${name} failed:\n${result.stdout}${result.stderr}`);
  return outDir;
}

function newBuildId() {
  const time = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim();
  return `${time}-${commit || Math.random().toString(16).slice(2, 9)}`;
}

/** @param {string[]} args */
function option(args, flag) {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args.splice(at, 2)[1];
}

async function release(args) {
  const dist = option(args, "--dist");
  const build = option(args, "--build") ?? newBuildId();
  const name = remoteName(args[0]);
  const dir = dist ?? buildRelease(name, build);
  try {
    const paths = filesOf(dir);
    const form = new FormData();
    form.append("build", build);
    form.append("paths", JSON.stringify(paths));
    for (const path of paths) form.append("files", new Blob([readFileSync(join(dir, path))]), path.split("/").pop());
    const token = await adminToken();
    const stored = await call("POST", `/api/releases/${name}`, { token, form });
    console.log(`Uploaded ${name} ${stored.build}: ${stored.files} files, ${(stored.size / 1024).toFixed(0)} KiB`);
    console.log((await call("PUT", `/api/releases/${name}/active`, { token, json: { build } })).message);
  } finally {
    if (!dist) rmSync(dir, { recursive: true, force: true });
  }
}

async function list() {
  const releases = await call("GET", "/api/releases", { token: await adminToken() });
  if (!releases.length) console.log("No releases: every remote serves its deployed build.");
  for (const r of releases) {
    const when = new Date(r.created_at).toISOString().replace("T", " ").slice(0, 19);
    console.log(
      `${r.active ? "*" : " "} ${r.remote.padEnd(7)} ${r.build.padEnd(28)} ${when} UTC  ${String(r.files).padStart(4)} files  ${
        (r.size / 1024).toFixed(0).padStart(6)
      } KiB  ${r.released_by ?? ""}`,
    );
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === "release") await release(args);
else if (command === "rollback") {
  console.log((await call("POST", `/api/releases/${remoteName(args[0])}/rollback`, { token: await adminToken() })).message);
} else if (command === "activate") {
  const build = args[1] === "deployed" ? null : args[1];
  if (build === undefined) fail("activate <name> <build|deployed>");
  console.log((await call("PUT", `/api/releases/${remoteName(args[0])}/active`, { token: await adminToken(), json: { build } })).message);
} else if (command === "list") await list();
else fail("usage: npm run remote -- release <name> [--dist DIR] [--build ID] | rollback <name> | activate <name> <build|deployed> | list");
