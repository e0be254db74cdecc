// `npm test`: every suite once, where the database cannot change its answer, and side by side
// where they can be: after the build, the browser suite runs beside the typecheck, the unit tests
// and the API suite on the embedded database (then on DATABASE_URL and S3_ENDPOINT, when set).
// Two lanes for two cores.
// Each suite writes JUnit into TEST_RESULTS_DIR; the closing lines name the failures and the
// slowest tests and sum them all.
//
//   npm test                       every suite
//   npm test api                   (typecheck, unit, browser) one suite, and the build it needs
//   npm test public                (portal, admin) one team's suites: see teamSuites
//   npm test -- --with=resilience,deploy
//                                  and the suites that need more than a checkout (CI): see extras
import { spawn } from "node:child_process";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { REMOTES } from "./remotes.mjs";
import { closingLine, collect, failureLines, slowestLines } from "./junit-summary.mjs";

const results = resolve(process.env.TEST_RESULTS_DIR ?? ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const postgresUrl = process.env.DATABASE_URL || "";
const target = postgresUrl ? `PostgreSQL ${new URL(postgresUrl).host}` : "embedded PGlite";
const storage = process.env.S3_ENDPOINT ? `S3 ${process.env.S3_ENDPOINT}` : "a local folder";
console.log(`Testing against ${target} with ${storage} storage; the API suite also on embedded PGlite\n`);

const permissions = ["--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", "--allow-run"];
/**
 * The API suite on one database: `embedded` forces the README's default whatever the environment says.
 * Every test file in one isolate, one file at a time (api/testing/every-test-file.ts; see
 * docs/decisions.md, "Tests and CI", for why not --parallel).
 * @returns {Suite}
 */
const apiSuite = (/** @type {"embedded" | "postgres"} */ on) => ({
  name: `api (${on})`,
  group: "api",
  command: "deno",
  args: ["test", ...permissions, `--junit-path=${results}/api-${on}.xml`, "api/testing/every-test-file.ts"],
  env: on === "embedded" ? { DATABASE_URL: "", S3_ENDPOINT: "" } : undefined,
});

/**
 * @typedef {{ name: string, group?: string, command: string, args: string[], env?: Record<string, string>, unbuilt?: true }} Suite
 * Suites of one lane run one after another; the lanes run side by side, each after the build.
 * @type {Suite[][]}
 */
// The lanes take about as long as each other, so neither core waits: in CI, the browser suite and
// the deployment in one; the typecheck, the unit tests, the API on both databases and resilience
// in the other.
const lanes = [
  [{ name: "browser", command: "npx", args: ["playwright", "test"], env: { PLAYWRIGHT_JUNIT_OUTPUT_FILE: `${results}/browser.xml` } }],
  [
    // After the build: the shell's types include the remotes' generated ones.
    { name: "typecheck", command: "node", args: ["scripts/typecheck.mjs", `--junit=${results}/typecheck.xml`] },
    {
      name: "unit",
      // Sources only: runs without the build.
      unbuilt: true,
      command: "npx",
      args: ["vitest", "run", "--reporter=default", "--reporter=junit", `--outputFile.junit=${results}/unit.xml`],
    },
    apiSuite("embedded"),
    ...(postgresUrl ? [apiSuite("postgres")] : []),
  ],
];
// The suites CI adds (.ci/run), each at the end of a lane. Resilience stops and starts the local
// PostgreSQL, which the API suites and the browser suite's servers use: it follows the API suites
// in their lane and waits for the browser suite. The deployment test builds every image and runs a
// stack of its own: it follows the browser suite, beside resilience, whose checks time nothing
// (how fast reads stay beside a flood is the bench's). Its Docker engine and stand-in base images
// (tests/deploy/prepare.mjs) wait on Debian's mirrors more than on the CPU: they are made from the
// start, beside everything else.
/** @type {Record<string, { suite: Suite, lane: number, ahead?: Suite, after?: string[] }>} */
const extras = {
  deploy: {
    suite: { name: "deployment", group: "deploy", command: "node", args: ["tests/deploy/run.mjs"], env: { TEST_RESULTS_DIR: results } },
    lane: 0,
    ahead: { name: "deployment's engine", command: "node", args: ["tests/deploy/prepare.mjs"] },
  },
  resilience: {
    suite: { name: "resilience", command: "node", args: ["tests/resilience/run.mjs"], env: { TEST_RESULTS_DIR: results } },
    lane: 1,
    after: ["browser"],
  },
};
const withOption = process.argv.slice(2).find((arg) => arg.startsWith("--with="));
const asked = withOption?.slice("--with=".length).split(",") ?? [];
for (const name of asked) {
  if (!extras[name]) {
    console.error(`--with: no suite ${name} (${Object.keys(extras).join(", ")})`);
    process.exit(1);
  }
}
const added = Object.entries(extras).filter(([name]) => asked.includes(name)).map(([, extra]) => extra);
for (const { suite, lane } of added) lanes[lane].push(suite);

/** @type {Suite} */
const build = { name: "build", command: "node", args: ["scripts/build.mjs", "--if-stale"] };

// `npm test public` (portal, admin): one team's suites against the shell and API as they are:
// only its remote is built; its typecheck, its unit tests, its browser spec.
const team = process.argv.slice(2).find((arg) => REMOTES.includes(arg));
/** @returns {[Suite, Suite[][]]} */
function teamSuites(/** @type {string} */ name) {
  if (!existsSync("shells/host/dist/index.html")) {
    console.error("The shell is not built: run `npm run build` once; a team's run builds only its own remote.");
    process.exit(1);
  }
  const narrowed = (/** @type {string} */ suite, /** @type {string[]} */ ...args) => {
    const { args: own, ...rest } = /** @type {Suite} */ (lanes.flat().find((s) => s.name === suite));
    return { ...rest, args: [...own, ...args] };
  };
  return [
    { name: "build", command: "npm", args: ["run", "build", "-w", `@institute/${name}`] },
    [[narrowed("typecheck", `--remote=${name}`), narrowed("unit", `remotes/${name}`)], [narrowed("browser", `tests/e2e/${name}.spec.ts`)]],
  ];
}

const only = team ? [] : process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const chosen = (/** @type {Suite} */ suite) => !only.length || only.includes(suite.group ?? suite.name);
const [first, planned] = team ? teamSuites(team) : [build, lanes.map((lane) => lane.filter(chosen)).filter((lane) => lane.length)];
const alone = planned.flat().length === 1;

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const ran = [];
const minutes = (/** @type {number} */ seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, "0")}s`;
};

/**
 * Runs one suite. Alone, its output is the terminal's as it comes; beside others, it goes to
 * <name>.log in the results and is printed whole when the suite ends, so suites never interleave.
 */
async function run(/** @type {Suite} */ suite, /** @type {boolean} */ shown) {
  const started = Date.now();
  const log = resolve(results, `${suite.name.replace(/\W+/g, "-").replace(/-$/, "")}.log`);
  if (shown) console.log(`\n=== ${suite.name} ===`);
  else console.log(`--- ${suite.name}: started (output when it ends)`);
  const child = spawn(suite.command, suite.args, {
    env: { ...process.env, ...suite.env },
    stdio: shown ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  // Two streams into one file: neither may end it, or the other's last lines are lost.
  const file = shown ? null : createWriteStream(log);
  if (file) { for (const stream of [child.stdout, child.stderr]) stream?.pipe(file, { end: false }); }
  const [code] = await once(child, "close");
  if (file) await finished(file.end());
  const seconds = (Date.now() - started) / 1000;
  if (!shown) console.log(`\n=== ${suite.name} ===\n${readFileSync(log, "utf8")}`);
  console.log(`--- ${suite.name}: ${code === 0 ? "passed" : "FAILED"} in ${minutes(seconds)}`);
  ran.push({ name: suite.name, seconds, ok: code === 0 });
  return code === 0;
}

const began = Date.now();
const planning = planned.flat();
const aheads = added.filter(({ suite, ahead }) => ahead && planning.includes(suite)).map(({ ahead }) => /** @type {Suite} */ (ahead));
/** Each suite's end by name, which a suite of another lane may wait for: true once it passed. */
const ends = new Map([...planning, ...aheads].map((suite) => {
  /** @type {(passed: boolean) => void} */
  let settle = () => {};
  const end = new Promise((resolve) => (settle = resolve));
  return [suite.name, { end, settle }];
}));
const start = async (/** @type {Suite} */ suite, /** @type {boolean} */ shown) => {
  const passed = await run(suite, shown);
  ends.get(suite.name)?.settle(passed);
  return passed;
};
const ahead = aheads.map((suite) => start(suite, false));
// Without a build there is nothing for the other suites to test.
const built = planning.every((suite) => suite.unbuilt) || await start(first, true);
if (built) {
  await Promise.all(planned.map(async (lane) => {
    for (const suite of lane) {
      const extra = added.find((e) => e.suite === suite);
      for (const name of [extra?.ahead?.name, ...(extra?.after ?? [])]) if (name) await ends.get(name)?.end;
      await start(suite, alone);
    }
  }));
}
await Promise.all(ahead);

const total = collect([results]);
const failedSuites = ran.filter((r) => !r.ok).map((r) => r.name);
console.log("\nSuites (side by side after the build):");
for (const { name, seconds, ok } of ran) console.log(`  ${name.padEnd(20)} ${minutes(seconds).padStart(7)}${ok ? "" : "  FAILED"}`);
console.log(`  ${"whole run".padEnd(20)} ${minutes((Date.now() - began) / 1000).padStart(7)}`);
console.log("\nSlowest tests:");
for (const line of slowestLines(total)) console.log(line);
console.log();
for (const line of failureLines(total)) console.log(line);
console.log(`${failedSuites.length ? `Failed suites: ${failedSuites.join(", ")}` : "All suites passed"}`);
// A suite that crashed before writing its report still fails the run.
if (failedSuites.length && total.failed === 0) total.failed = failedSuites.length;
console.log(closingLine(total));
process.exit(failedSuites.length ? 1 : 0);
