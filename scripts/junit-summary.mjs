// Sums JUnit reports (Deno, Vitest and Playwright all write them) into one closing line, named
// failures and the slowest tests first: CI keeps only the end of a run's output, so that is where
// they must show.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { XMLParser } from "fast-xml-parser";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  // Deno writes message="…&#10;…": numeric references are entities too.
  htmlEntities: true,
  isArray: (name) => ["testsuite", "testcase", "failure", "error"].includes(name),
});

/** @typedef {{ [key: string]: any }} Element */

/** The report's root: <testsuites>, or a lone <testsuite>; undefined for what is not a report. */
function root(/** @type {string} */ xml) {
  try {
    const doc = parser.parse(xml);
    return /** @type {Element | undefined} */ (doc.testsuites ?? doc.testsuite?.[0]);
  } catch {
    return undefined;
  }
}

const number = (/** @type {unknown} */ value) => Number(value ?? 0) || 0;

/** Every <testcase> under an element, however deep its <testsuite>s nest. */
function* testcases(/** @type {Element} */ element) {
  yield* element.testcase ?? [];
  for (const suite of element.testsuite ?? []) yield* testcases(suite);
}

/** Totals of one report, read from its root element. */
export function summarise(/** @type {string} */ xml) {
  const top = root(xml);
  if (!top) return { tests: 0, failed: 0, skipped: 0 };
  return {
    tests: number(top.tests),
    failed: number(top.failures) + number(top.errors),
    skipped: number(top.skipped) + number(top.disabled),
  };
}

const firstLine = (/** @type {string} */ text) => text.split("\n").map((line) => line.trim()).find(Boolean) ?? "";
const textOf = (/** @type {unknown} */ node) => typeof node === "string" ? node : String(/** @type {Element} */ (node)?.["#text"] ?? "");

/** The cases of one report that failed: their names and the first line of their message. */
export function failedCases(/** @type {string} */ xml) {
  const top = root(xml);
  if (!top) return [];
  const cases = [];
  for (const testcase of testcases(top)) {
    const failure = testcase.failure?.[0] ?? testcase.error?.[0];
    if (failure === undefined) continue;
    const message = firstLine(typeof failure === "object" ? String(failure.message ?? "") : "");
    // Playwright's message names the test; the error is the first line of the body that says one.
    const error = textOf(failure).split("\n").map((line) => line.trim()).find((line) => /Error\b/.test(line)) ?? "";
    const said = error && !message.includes(error) ? (message ? `${message}: ${error}` : error) : message;
    cases.push({ suite: String(testcase.classname ?? ""), name: String(testcase.name ?? ""), message: said });
  }
  return cases;
}

/** Every case of one report with its time in seconds. */
export function timedCases(/** @type {string} */ xml) {
  const top = root(xml);
  return top
    ? [...testcases(top)].map((c) => ({ suite: String(c.classname ?? ""), name: String(c.name ?? ""), seconds: number(c.time) }))
    : [];
}

/** @typedef {{ report: string, suite: string, name: string, message: string }} Failure */
/** @typedef {{ report: string, suite: string, name: string, seconds: number }} Timed */

/** @param {string[]} dirs */
export function collect(dirs) {
  /** @type {{ passed: number, failed: number, skipped: number, failures: Failure[], timed: Timed[] }} */
  const total = { passed: 0, failed: 0, skipped: 0, failures: [], timed: [] };
  for (const dir of dirs) {
    let names = [];
    try {
      names = readdirSync(dir, { recursive: true }).map(String).filter((n) => n.endsWith(".xml"));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      if (!statSync(file).isFile()) continue;
      const xml = readFileSync(file, "utf8");
      const s = summarise(xml);
      total.passed += s.tests - s.failed - s.skipped;
      total.failed += s.failed;
      total.skipped += s.skipped;
      const report = relative(process.cwd(), file);
      total.failures.push(...failedCases(xml).map((c) => ({ report, ...c })));
      total.timed.push(...timedCases(xml).map((c) => ({ report, ...c })));
    }
  }
  return total;
}

const MESSAGE_LENGTH = 300;
const cut = (/** @type {string} */ text, /** @type {number} */ length) => text.length > length ? `${text.slice(0, length)}…` : text;

/** One line per failed case, above the closing line. */
export const failureLines = (/** @type {{ failures: Failure[] }} */ { failures }) =>
  failures.map(({ report, suite, name, message }) =>
    `FAILED ${report}: ${suite ? `${suite} › ` : ""}${name}${message ? ` — ${cut(message, MESSAGE_LENGTH)}` : ""}`
  );

/** The `count` slowest cases, slowest first, one line each. */
export const slowestLines = (/** @type {{ timed: Timed[] }} */ { timed }, count = 10) =>
  [...timed]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ report, name, seconds }) => `${seconds.toFixed(1).padStart(6)} s  ${report}: ${cut(name, 120)}`);

export const closingLine = (/** @type {{ passed: number, failed: number, skipped: number }} */ { passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = collect(process.argv.slice(2));
  console.log("Slowest tests:");
  for (const line of slowestLines(total)) console.log(line);
  for (const line of failureLines(total)) console.log(line);
  console.log(closingLine(total));
}
