import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closingLine, collect, failedCases, failureLines, slowestLines, summarise, timedCases } from "./junit-summary.mjs";
import { writeJunit } from "./junit-report.mjs";

const deno = `<?xml version="1.0"?>\n<testsuites name="deno test" tests="7" failures="1" errors="0" time="3.1">
  <testsuite name="a" tests="7" disabled="0" errors="0" failures="1">
    <testcase name="stores a course" classname="./api/courses/routes.test.ts" time="0.1"/>
    <testcase name="refuses &lt;bad&gt; input" classname="./api/courses/routes.test.ts" time="0.2">
      <failure message="Uncaught AssertionError: Expected values to be strictly equal:&#10;&#10;400 !== 500">AssertionError: Expected values to be strictly equal</failure>
    </testcase>
  </testsuite></testsuites>`;
const playwright = `<testsuites id="" name="" tests="4" failures="1" skipped="1" errors="0" time="11.4">
<testsuite name="public.spec.ts" tests="4" failures="1" skipped="1">
<testcase name="the home page draws" classname="public.spec.ts" time="1.2"></testcase>
<testcase name="a course page keeps its place" classname="public.spec.ts" time="9.4">
<failure message="public.spec.ts:40:1 a course page keeps its place" type="FAILURE">
<![CDATA[  [chromium] › public.spec.ts:40:1 › a course page keeps its place ──

    Error: expect(received).toBeLessThanOrEqual(expected)
]]>
</failure>
</testcase>
</testsuite></testsuites>`;
const vitest = `<testsuites name="vitest tests" tests="3" failures="0" errors="1" time="0.2"></testsuites>`;

describe("junit summary", () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("reads totals from the root element of each runner's report", () => {
    expect(summarise(deno)).toEqual({ tests: 7, failed: 1, skipped: 0 });
    expect(summarise(playwright)).toEqual({ tests: 4, failed: 1, skipped: 1 });
    expect(summarise(vitest)).toEqual({ tests: 3, failed: 1, skipped: 0 });
    expect(summarise("not xml")).toEqual({ tests: 0, failed: 0, skipped: 0 });
  });

  it("sums every report below several folders into one closing line", () => {
    const a = mkdtempSync(join(tmpdir(), "junit-"));
    const b = mkdtempSync(join(tmpdir(), "junit-"));
    dirs.push(a, b);
    writeFileSync(join(a, "api.xml"), deno);
    writeFileSync(join(a, "browser.xml"), playwright);
    mkdirSync(join(b, "nested"));
    writeFileSync(join(b, "nested", "unit.xml"), vitest);
    writeFileSync(join(b, "notes.txt"), "ignored");
    const total = collect([a, b, join(a, "missing")]);
    expect(total).toMatchObject({ passed: 6 + 2 + 2, failed: 3, skipped: 1 });
    expect(total.failures.map((f) => f.name).sort()).toEqual(["a course page keeps its place", "refuses <bad> input"]);
    expect(closingLine(total)).toBe("10 passed, 3 failed, 1 skipped");
    expect(closingLine({ passed: 5, failed: 0, skipped: 0 })).toBe("5 passed, 0 failed");
  });

  it("names each failed case with its error, one line each, for the end of CI's output", () => {
    expect(failedCases(deno)).toEqual([
      {
        suite: "./api/courses/routes.test.ts",
        name: "refuses <bad> input",
        message: "Uncaught AssertionError: Expected values to be strictly equal:",
      },
    ]);
    expect(failedCases(playwright)).toEqual([
      {
        suite: "public.spec.ts",
        name: "a course page keeps its place",
        message: "public.spec.ts:40:1 a course page keeps its place: Error: expect(received).toBeLessThanOrEqual(expected)",
      },
    ]);
    const lines = failureLines({ failures: [{ report: "ci/embedded/browser.xml", suite: "s", name: "n", message: "m".repeat(400) }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^FAILED ci\/embedded\/browser\.xml: s › n — m{300}…$/);
    expect(failureLines({ failures: [] })).toEqual([]);
  });

  it("lists the slowest cases of every report, slowest first, nested suites included", () => {
    expect(timedCases(deno)).toEqual([
      { suite: "./api/courses/routes.test.ts", name: "stores a course", seconds: 0.1 },
      { suite: "./api/courses/routes.test.ts", name: "refuses <bad> input", seconds: 0.2 },
    ]);
    const nested =
      `<testsuites><testsuite name="outer"><testsuite name="inner"><testcase name="deep" time="2.5"/></testsuite></testsuite></testsuites>`;
    expect(timedCases(nested)).toEqual([{ suite: "", name: "deep", seconds: 2.5 }]);
    expect(timedCases("not xml")).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "junit-"));
    dirs.push(dir);
    writeFileSync(join(dir, "api.xml"), deno);
    writeFileSync(join(dir, "browser.xml"), playwright);
    const lines = slowestLines(collect([dir]), 3);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ {3}9\.4 s {2}.*browser\.xml: a course page keeps its place$/);
    expect(lines[1]).toMatch(/^ {3}1\.2 s {2}.*browser\.xml: the home page draws$/);
    expect(lines[2]).toMatch(/^ {3}0\.2 s {2}.*api\.xml: refuses <bad> input$/);
  });

  it("writes reports for checks without a runner that the summary counts, with a failure's whole text as valid XML", () => {
    const dir = mkdtempSync(join(tmpdir(), "junit-"));
    dirs.push(dir);
    const failure = '2 errors \u001b[31min\u001b[0m a.ts\na.ts(1,1): <T> & "x"';
    expect(writeJunit(join(dir, "checks.xml"), "checks", [{ name: "tsc", seconds: 2.54 }, { name: "lint", failure }])).toBe(1);
    const xml = readFileSync(join(dir, "checks.xml"), "utf8");
    // deno-lint-ignore no-control-regex -- the characters XML cannot carry
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain(
      '<failure message="2 errors [31min[0m a.ts">2 errors [31min[0m a.ts\na.ts(1,1): &#60;T&#62; &#38; &#34;x&#34;</failure>',
    );
    const total = collect([dir]);
    expect(total).toMatchObject({ passed: 1, failed: 1, skipped: 0 });
    // A check's time, where it was measured, is read as a test's.
    expect(slowestLines(total, 1)[0]).toMatch(/^ {3}2\.5 s {2}.*checks\.xml: tsc$/);
    expect(total.failures).toMatchObject([{ suite: "checks", name: "lint", message: "2 errors [31min[0m a.ts" }]);
  });
});
