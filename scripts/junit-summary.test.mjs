import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closingLine, collect, summarise } from "./junit-summary.mjs";
import { writeJunit } from "./junit-report.mjs";

const deno = `<?xml version="1.0"?>\n<testsuites name="deno test" tests="7" failures="1" errors="0" time="3.1">
  <testsuite name="a" tests="7" disabled="0" errors="0" failures="1"></testsuite></testsuites>`;
const playwright = `<testsuites id="" name="" tests="4" failures="0" skipped="1" errors="0" time="11.4"></testsuites>`;
const vitest = `<testsuites name="vitest tests" tests="3" failures="0" errors="1" time="0.2"></testsuites>`;

describe("junit summary", () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("reads totals from the root element of each runner's report", () => {
    expect(summarise(deno)).toEqual({ tests: 7, failed: 1, skipped: 0 });
    expect(summarise(playwright)).toEqual({ tests: 4, failed: 0, skipped: 1 });
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
    expect(total).toEqual({ passed: 6 + 3 + 2, failed: 2, skipped: 1 });
    expect(closingLine(total)).toBe("11 passed, 2 failed, 1 skipped");
    expect(closingLine({ passed: 5, failed: 0, skipped: 0 })).toBe("5 passed, 0 failed");
  });

  it("writes reports for checks without a runner that the summary counts, with a failure's whole text as valid XML", () => {
    const dir = mkdtempSync(join(tmpdir(), "junit-"));
    dirs.push(dir);
    const failure = '2 errors \u001b[31min\u001b[0m a.ts\na.ts(1,1): <T> & "x"';
    expect(writeJunit(join(dir, "checks.xml"), "checks", [{ name: "tsc" }, { name: "lint", failure }])).toBe(1);
    const xml = readFileSync(join(dir, "checks.xml"), "utf8");
    // deno-lint-ignore no-control-regex -- the characters XML cannot carry
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain(
      '<failure message="2 errors [31min[0m a.ts">2 errors [31min[0m a.ts\na.ts(1,1): &#60;T&#62; &#38; &#34;x&#34;</failure>',
    );
    expect(collect([dir])).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });
});
