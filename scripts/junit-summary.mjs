// Sums JUnit reports (Deno, Vitest and Playwright all write them) into one closing line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const attr = (tag, name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(tag)?.[1] ?? 0);

/** Totals of one report, read from its root <testsuites> (or lone <testsuite>) element. */
export function summarise(xml) {
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0] ?? /<testsuite\b[^>]*>/.exec(xml)?.[0];
  if (!root) return { tests: 0, failed: 0, skipped: 0 };
  const failed = attr(root, "failures") + attr(root, "errors");
  const skipped = attr(root, "skipped") + attr(root, "disabled");
  return { tests: attr(root, "tests"), failed, skipped };
}

export function collect(dirs) {
  const total = { passed: 0, failed: 0, skipped: 0 };
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
      const s = summarise(readFileSync(file, "utf8"));
      total.passed += s.tests - s.failed - s.skipped;
      total.failed += s.failed;
      total.skipped += s.skipped;
    }
  }
  return total;
}

export const closingLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(closingLine(collect(process.argv.slice(2))));
}
