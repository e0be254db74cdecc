// `npm test`: every suite, one after another, on the embedded default (or on DATABASE_URL and
// S3_ENDPOINT when set). Each suite writes JUnit into TEST_RESULTS_DIR; the closing line sums them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { closingLine, collect, failureLines } from "./junit-summary.mjs";

const results = resolve(process.env.TEST_RESULTS_DIR ?? ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const target = process.env.DATABASE_URL ? `PostgreSQL ${new URL(process.env.DATABASE_URL).host}` : "embedded PGlite";
const storage = process.env.S3_ENDPOINT ? `S3 ${process.env.S3_ENDPOINT}` : "local folder";
console.log(`Testing against ${target} with ${storage} storage\n`);

const deno = "deno";
const permissions = ["--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", "--allow-run"];
const suites = [
  { name: "build", command: "node", args: ["scripts/build.mjs", "--if-stale"], report: false },
  // After the build: the shell's types include the remotes' generated ones.
  { name: "typecheck", command: "node", args: ["scripts/typecheck.mjs", `--junit=${results}/typecheck.xml`] },
  { name: "api", command: deno, args: ["test", ...permissions, `--junit-path=${results}/api.xml`, "api/"] },
  {
    name: "unit",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=junit", `--outputFile.junit=${results}/unit.xml`],
  },
  { name: "browser", command: "npx", args: ["playwright", "test"], env: { PLAYWRIGHT_JUNIT_OUTPUT_FILE: `${results}/browser.xml` } },
];

// `npm test public` (portal, admin): one team's suites against the shell and API as they are:
// only its remote is built; its typecheck, its unit tests, its browser spec.
const REMOTES = ["public", "portal", "admin"];
const team = process.argv.slice(2).find((arg) => REMOTES.includes(arg));
const teamSuites = (name) => {
  if (!existsSync("shells/host/dist/index.html")) {
    console.error("The shell is not built: run `npm run build` once; a team's run builds only its own remote.");
    process.exit(1);
  }
  const narrowed = (suite, ...args) => {
    const { args: own, ...rest } = /** @type {(typeof suites)[number]} */ (suites.find((s) => s.name === suite));
    return { ...rest, args: [...own, ...args] };
  };
  return [
    { name: "build", command: "npm", args: ["run", "build", "-w", `@institute/${name}`], report: false },
    narrowed("typecheck", `--remote=${name}`),
    narrowed("unit", `remotes/${name}`),
    narrowed("browser", `tests/e2e/${name}.spec.ts`),
  ];
};

const only = team ? [] : process.argv.slice(2);
const failedSuites = [];
for (const suite of team ? teamSuites(team) : suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  const run = spawnSync(suite.command, suite.args, { stdio: "inherit", env: { ...process.env, ...suite.env } });
  if (run.status !== 0) {
    failedSuites.push(suite.name);
    // Without a build there is nothing for the browser suite to test.
    if (suite.report === false) break;
  }
}

const total = collect([results]);
console.log();
for (const line of failureLines(total)) console.log(line);
console.log(`${failedSuites.length ? `Failed suites: ${failedSuites.join(", ")}` : "All suites passed"}`);
// A suite that crashed before writing its report still fails the run.
if (failedSuites.length && total.failed === 0) total.failed = failedSuites.length;
console.log(closingLine(total));
process.exit(failedSuites.length ? 1 : 0);
