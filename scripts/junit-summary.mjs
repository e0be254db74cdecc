// Sums JUnit reports (Deno, Vitest and Playwright all write them) into one closing line, named
// failures first: CI keeps only the end of a run's output, so that is where they must show.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const attr = (tag, name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(tag)?.[1] ?? 0);
const text = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
const unescape = (s) =>
  s.replace(
    /&#(\d+);|&#x([0-9a-f]+);|&(lt|gt|amp|quot|apos);/gi,
    (_, dec, hex, named) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (
        { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[named.toLowerCase()]
      ),
  );

/** Totals of one report, read from its root <testsuites> (or lone <testsuite>) element. */
export function summarise(xml) {
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0] ?? /<testsuite\b[^>]*>/.exec(xml)?.[0];
  if (!root) return { tests: 0, failed: 0, skipped: 0 };
  const failed = attr(root, "failures") + attr(root, "errors");
  const skipped = attr(root, "skipped") + attr(root, "disabled");
  return { tests: attr(root, "tests"), failed, skipped };
}

/** The cases of one report that failed: their names and the first line of their message. */
export function failedCases(xml) {
  const cases = [];
  for (const [, open, body] of xml.matchAll(/(<testcase\b[^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const failure = /<(failure|error)\b[^>]*>([\s\S]*?)<\/\1>|<(?:failure|error)\b[^>]*\/>/.exec(body ?? "");
    if (!failure) continue;
    const firstLine = (s) => s.split("\n").map((line) => line.trim()).find(Boolean) ?? "";
    const message = firstLine(unescape(text(failure[0], "message")));
    // Playwright's message names the test; the error is the first line of the body that says one.
    const content = unescape((failure[2] ?? "").replace(/<!\[CDATA\[|\]\]>/g, ""));
    const error = content.split("\n").map((line) => line.trim()).find((line) => /Error\b/.test(line)) ?? "";
    const said = error && !message.includes(error) ? (message ? `${message}: ${error}` : error) : message;
    cases.push({ suite: unescape(text(open, "classname")), name: unescape(text(open, "name")), message: said });
  }
  return cases;
}

/** @typedef {{ report: string, suite: string, name: string, message: string }} Failure */

/** @param {string[]} dirs */
export function collect(dirs) {
  /** @type {{ passed: number, failed: number, skipped: number, failures: Failure[] }} */
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
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
    }
  }
  return total;
}

const MESSAGE_LENGTH = 300;

/** One line per failed case, above the closing line. */
export const failureLines = ({ failures }) =>
  failures.map(({ report, suite, name, message }) => {
    const short = message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH)}…` : message;
    return `FAILED ${report}: ${suite ? `${suite} › ` : ""}${name}${short ? ` — ${short}` : ""}`;
  });

export const closingLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = collect(process.argv.slice(2));
  for (const line of failureLines(total)) console.log(line);
  console.log(closingLine(total));
}
