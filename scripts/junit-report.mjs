// Writes a JUnit report for the checks that are not run by a test runner of their own
// (type checks, resilience), so the closing "N passed, M failed" line counts them too.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

// Control characters (colour codes, say) are not allowed in XML 1.0 even as references: dropped.
const escape = (text) =>
  String(text)
    // deno-lint-ignore no-control-regex -- XML 1.0 cannot carry these characters at all
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * cases: [{ name, failure?, seconds? }] where failure is the message of a failed case and seconds
 * what it took (the summary's slowest tests read it).
 */
export function writeJunit(file, suite, cases) {
  const failures = cases.filter((c) => c.failure !== undefined).length;
  const body = cases
    .map((c) => {
      // The first line names the failure; the whole text (a compiler's list, say) is the body, where
      // readers keep its line breaks.
      const failure = c.failure === undefined
        ? ""
        : `<failure message="${escape(String(c.failure).split("\n")[0])}">${escape(c.failure)}</failure>`;
      const time = c.seconds === undefined ? "" : ` time="${c.seconds.toFixed(1)}"`;
      return `  <testcase name="${escape(c.name)}" classname="${escape(suite)}"${time}>${failure}</testcase>`;
    })
    .join("\n");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${
      escape(suite)
    }" tests="${cases.length}" failures="${failures}" errors="0">\n` +
      `<testsuite name="${escape(suite)}" tests="${cases.length}" failures="${failures}">\n${body}\n</testsuite>\n</testsuites>\n`,
  );
  return failures;
}
