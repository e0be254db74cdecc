#!/usr/bin/env node
// `npm run typecheck`: tsc over the shell, each remote and the Node scripts, the front ends' import boundaries
// (scripts/check-boundaries.mjs), deno check over the API and its tests (the API suite imports its
// test files dynamically, unchecked: api/testing/every-test-file.ts), then deno lint and deno fmt
// --check over the whole tree (deno.json says which folders), one JUnit case each. The shell's program includes the
// remotes' generated types (shells/host/@mf-types, downloaded by scripts/build.mjs), so a remote
// whose ./App no longer fits the shell fails here.
//
//   node scripts/typecheck.mjs [--junit=<file>] [--remote=<name>]
//
// --remote: one team's checks: its remote against the shell's contract (tsc; src/app/contract.ts),
// the import boundaries, lint and format of its folder.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { writeJunit } from "./junit-report.mjs";

const root = join(import.meta.dirname, "..");
// TypeScript 7 (the native compiler) exports no bin path: its package.json names it.
const typescript = createRequire(join(root, "package.json")).resolve("typescript/package.json");
const tsc = join(dirname(typescript), JSON.parse(readFileSync(typescript, "utf8")).bin.tsc);
const CHECKS = [
  ...["shells/host", "remotes/public", "remotes/portal", "remotes/admin"].map((dir) => ({
    name: `tsc -p ${dir}`,
    command: process.execPath,
    args: [tsc, "-p", join(root, dir), "--pretty", "false", "--singleThreaded"],
  })),
  // The Node scripts (build, dev, test runners, the resilience, deployment and bench runs) are
  // JavaScript checked as TypeScript (checkJs): strict null and property checks, JSDoc types where
  // inference is not enough; an unannotated parameter is still `any` (noImplicitAny is off).
  {
    name: "tsc -p tsconfig.scripts.json",
    command: process.execPath,
    args: [tsc, "-p", join(root, "tsconfig.scripts.json"), "--pretty", "false", "--singleThreaded"],
  },
  { name: "import boundaries", command: process.execPath, args: [join(root, "scripts/check-boundaries.mjs")] },
  { name: "api types (deno check api/)", command: "deno", args: ["check", "api/"] },
  { name: "deno lint", command: "deno", args: ["lint"] },
  { name: "deno fmt --check", command: "deno", args: ["fmt", "--check"] },
];
const option = (name) => process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const junit = option("junit");
const remote = option("remote");
const checks = remote
  ? CHECKS.filter(({ name }) => name === `tsc -p remotes/${remote}` || name === "import boundaries" || name.startsWith("deno "))
    .map((
      check,
    ) => (check.name.startsWith("deno ")
      ? { ...check, name: `${check.name} remotes/${remote}`, args: [...check.args, `remotes/${remote}`] }
      : check)
    )
  : CHECKS;

const cases = checks.map(({ name, command, args }) => {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  let failure = run.status === 0
    ? undefined
    : `${run.stdout ?? ""}${run.stderr ?? ""}`.trim() || `${name} exited with ${run.status ?? run.error?.message}`;
  if (failure && name === "tsc -p shells/host" && !existsSync(join(root, "shells/host/@mf-types"))) {
    failure += "\nThe remotes' types are missing: run `npm run build` first.";
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`${failure ? "FAIL" : "ok  "} ${name} (${seconds.toFixed(1)}s)`);
  if (failure) console.log(failure.replace(/^/gm, "     "));
  return { name, failure, seconds };
});

const failed = junit ? writeJunit(junit, "typecheck", cases) : cases.filter((c) => c.failure).length;
process.exit(failed ? 1 : 0);
