#!/usr/bin/env node
// Proves docs/guide.md's claim about a course field: adding `level` (shown on the public
// course page, edited in the console) takes a migration and four places in three source files, and
// leaving out any one of them fails the typecheck or a test. In a copy of this checkout (its
// committed and uncommitted files, its own npm ci), it makes the whole change and runs the checks,
// which must pass; then it makes the change once without each place, and some check must fail.
//
//   node scripts/check-field.mjs     (npm run check:field; about five minutes)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS = "api/db/migrations";
const next = String(Math.max(...readdirSync(join(root, MIGRATIONS)).map((name) => Number(name.slice(0, 4)))) + 1).padStart(4, "0");

/** Each place of the change: a new file, or a line put after an anchor line of a file. */
const PLACES = [
  {
    name: "the migration",
    file: `${MIGRATIONS}/${next}_course_level.sql`,
    create: "alter table courses add column level text not null default '';\n",
  },
  {
    name: "the course as it is read",
    file: "packages/schemas/src/courses.ts",
    after: "  duration: z.string(),",
    line: "  level: z.string(),",
  },
  {
    name: "the course as it is written",
    file: "packages/schemas/src/courses.ts",
    after: '  duration: text(100).default(""),',
    line: '  level: text(50).default(""),',
  },
  {
    name: "the console's field",
    file: "remotes/admin/src/features/courses/CourseForm.tsx",
    after: '        <Field label="Duration">{(c) => <input {...c} {...form.bind("duration")} />}</Field>',
    line: '        <Field label="Level">{(c) => <input {...c} {...form.bind("level")} />}</Field>',
  },
  {
    name: "the public course page",
    file: "remotes/public/src/features/course-detail/CourseDetailPage.tsx",
    after: "            {course.duration && <li>{course.duration}</li>}",
    line: "            {course.level && <li>{course.level}</li>}",
  },
];

const DENO_TEST = ["test", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", "--allow-run"];
const CHECKS = [
  // The shell's typecheck reads the remotes' built types, and the API's tests draw pages with the builds.
  { name: "build", command: "node", args: ["scripts/build.mjs", "--if-stale"] },
  { name: "typecheck", command: "node", args: ["scripts/typecheck.mjs"] },
  { name: "console unit test", command: "npx", args: ["vitest", "run", "remotes/admin/src/features/courses/"] },
  // The two tests that hold every field to its places (the suites' tests that pin a course's exact
  // answer are updated with the field, as its guide says).
  {
    name: "API tests",
    command: "npx",
    args: ["deno", ...DENO_TEST, "--filter", "/holds exactly the fields|every field the console writes/", "api/courses/", "api/web/"],
  },
];

const copy = mkdtempSync(join(tmpdir(), "check-field-"));
// The copy's own tools first (deno comes from npm).
const env = { ...process.env, CI: "", PATH: `${join(copy, "node_modules/.bin")}${delimiter}${process.env.PATH}` };
const run = (command, args) => spawnSync(command, args, { cwd: copy, encoding: "utf8", env });

try {
  const files = run("git", ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]).stdout.split("\0").filter(Boolean);
  for (const file of files.filter((f) => existsSync(join(root, f)))) cpSync(join(root, file), join(copy, file));
  const ci = run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"]);
  if (ci.status !== 0) throw new Error(`npm ci failed in the copy:\n${ci.stderr}`);
  const original = new Map(PLACES.filter((p) => !p.create).map((p) => [p.file, readFileSync(join(copy, p.file), "utf8")]));

  /** The change with every place but `left` made; the first check that fails, or null. */
  const attempt = (left) => {
    for (const [file, text] of original) writeFileSync(join(copy, file), text);
    for (const place of PLACES.filter((p) => p.create)) rmSync(join(copy, place.file), { force: true });
    for (const place of PLACES.filter((p) => p !== left)) {
      if (place.create) {
        writeFileSync(join(copy, place.file), place.create);
        continue;
      }
      const text = readFileSync(join(copy, place.file), "utf8");
      if (!text.includes(`${place.after}\n`)) throw new Error(`${place.file} no longer has the line after which ${place.name} goes`);
      writeFileSync(join(copy, place.file), text.replace(`${place.after}\n`, `${place.after}\n${place.line}\n`));
    }
    for (const check of CHECKS) {
      const result = run(check.command, check.args);
      if (result.status !== 0) return { check: check.name, output: `${result.stdout}\n${result.stderr}` };
    }
    return null;
  };

  let failures = 0;
  const whole = attempt(null);
  console.log(`the whole change: ${whole ? `FAILED at ${whole.check}` : "every check passes"}`);
  if (whole) (failures++, console.log(whole.output.slice(-4000)));
  for (const place of PLACES) {
    const failed = attempt(place);
    console.log(`without ${place.name} (${place.file}): ${failed ? `fails at the ${failed.check}, as it must` : "EVERY CHECK PASSES"}`);
    if (!failed) failures++;
  }
  console.log(
    failures ? `${failures} of ${PLACES.length + 1} attempts went wrong` : "a course field is declared once in each of its places",
  );
  process.exitCode = failures ? 1 : 0;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
