import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DEV_PORTS } from "@institute/federation";
import { collectConsoleErrors } from "./console-errors";

// `npm run dev`: the same app from Vite dev servers (the shell and one per remote) and the API
// restarting on change; an edit to a remote or to the shell reaches the open page without a reload.
// It binds the fixed dev ports, like a developer's `npm run dev`, with its own embedded data.

const shell = `http://localhost:${DEV_PORTS.shell}`;
const root = join(import.meta.dirname, "../..");

test.describe.configure({ mode: "serial" });

let dev: ChildProcess;
let dataDir: string;
let output = "";

test.beforeAll(async () => {
  // Cold start: three remotes generate their types before the shell starts, and Deno compiles the API.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "institute-dev-"));
  dev = spawn(process.execPath, ["scripts/dev.mjs"], {
    cwd: root,
    // Embedded database and local files whatever the suite runs against: the dev API seeds its own data.
    env: { ...process.env, PORT: "8000", DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_SCHEMA: "", S3_ENDPOINT: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (chunk) => (output += chunk));
  dev.stderr!.on("data", (chunk) => (output += chunk));
  // Through the shell's dev server: its proxy to the API is part of what is checked. Asked until it
  // answers (no one line of the four servers' output says all are up), or until dev exits.
  const up = expect.poll(() => fetch(`${shell}/api/health`).then((r) => r.ok, () => false), { timeout: 220_000 }).toBe(true);
  const exited = once(dev, "exit").then(() => {
    throw new Error(`npm run dev exited before it came up:\n${output}`);
  });
  exited.catch(() => {});
  await Promise.race([up, exited]);
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = once(dev, "exit");
    dev.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Saves like an editor and at a person's pace. The dev servers' watcher (chokidar) drops a
 * change that comes within 50 ms of the previous one to the same file, so a save waits until the
 * last is 250 ms old: a pace, not a wait for an event (the watcher announces none). And it renames a complete file over the old one: writeFileSync truncates
 * first, and a watcher that reads the file in between sees it empty. The `~` suffix is one the
 * watcher ignores.
 */
const lastSaved = new Map<string, number>();
async function save(file: string, text: string) {
  const wait = (lastSaved.get(file) ?? 0) + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  writeFileSync(`${file}~`, text);
  renameSync(`${file}~`, file);
  lastSaved.set(file, Date.now());
}

/**
 * Hot reload checks: each adds an attribute to one element's opening tag in a source file,
 * sees the open page show it and lose it again when the text is put back.
 */
const EDITS = [
  {
    where: "a remote",
    file: "remotes/public/src/features/about/AboutPage.tsx",
    server: `http://localhost:${DEV_PORTS.public}/remotes/public/`,
    path: "/about",
    tag: '<h1 id="pub-about-title">',
    element: (page: Page) => page.locator("#pub-about-title"),
  },
  {
    where: "the shell's chrome",
    file: "shells/host/src/chrome/Footer.tsx",
    server: `${shell}/`,
    path: "/",
    tag: '<footer className="site-footer">',
    element: (page: Page) => page.getByRole("contentinfo"),
  },
];

test("npm run dev serves every remote from its own Vite dev server inside the shell", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const origins = new Set<string>();
  page.on("request", (r) => {
    const m = /^http:\/\/localhost:(\d+)\/remotes\/(\w+)\//.exec(r.url());
    if (m) origins.add(`${m[2]}:${m[1]}`);
  });

  // Each remote's first page waits for its cold dev server to transform every module it imports:
  // 3 to 8 s alone, past 60 s beside the other suites and the deployment's image builds on two
  // cores in CI. A page that failed says so at once: the wait ends on the heading or on an alert.
  test.setTimeout(480_000);
  // The first line of a failure is what CI's summary keeps: it names what the page showed and the
  // console's errors; the dev servers' output follows.
  const shows = async (name: string) => {
    const heading = page.getByRole("heading", { level: 1, name });
    const alert = page.getByRole("alert");
    try {
      await expect(heading.or(alert).first()).toBeVisible({ timeout: 150_000 });
    } catch {
      // Neither in time: what the page holds instead is in the message below.
    }
    if (await heading.isVisible()) return;
    const shown = (await page.locator("main").innerText().catch(() => "")).replace(/\s+/g, " ").slice(0, 400);
    throw new Error(
      `"${name}" not shown at ${page.url()}; the page shows: ${shown || "nothing"}; console errors: ${errors.join(" | ") || "none"}\n` +
        `dev output:\n${output.slice(-4000)}`,
    );
  };
  await page.goto(`${shell}/`);
  await shows("Northwind IT Academy");
  await page.goto(`${shell}/student-login`);
  await shows("Student Login");
  await page.goto(`${shell}/admin`);
  await shows("Admin Login");
  await expect(page.getByRole("banner")).toHaveCount(0);

  expect([...origins].sort()).toEqual([`admin:${DEV_PORTS.admin}`, `portal:${DEV_PORTS.portal}`, `public:${DEV_PORTS.public}`]);
  expect(errors).toEqual([]);
});

for (const edit of EDITS) {
  test(`an edit to ${edit.where} reaches the open page without a reload`, async ({ page }) => {
    // A page whose modules the dev server has not transformed yet (up to 60 s beside the other
    // suites in CI), then two hot updates of up to 20 s each on a loaded machine.
    test.setTimeout(150_000);
    // Each dev server's client logs "[vite] connected." from its own URL once its HMR socket is
    // open; an update sent before that never reaches the page.
    const consoleLines: string[] = [];
    page.on("console", (m) => consoleLines.push(`${m.text()} (${m.location().url})`));
    await page.goto(`${shell}${edit.path}`);
    const element = edit.element(page);
    await expect(element).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => consoleLines.some((line) => line.startsWith("[vite] connected.") && line.includes(`(${edit.server}@vite/client`)))
      .toBe(true);
    // A full reload would drop this mark; a hot update keeps it.
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    const file = join(root, edit.file);
    const original = readFileSync(file, "utf8");
    const { atime, mtime } = statSync(file);
    const folder = statSync(dirname(file));
    const edited = original.replace(edit.tag, `${edit.tag.slice(0, -1)} data-edited="yes">`);
    expect(edited, `${edit.file} must hold ${edit.tag}`).not.toBe(original);
    const devOutputBefore = output.length;
    try {
      await save(file, edited);
      await expect(element).toHaveAttribute("data-edited", "yes", { timeout: 20_000 });
      await save(file, original);
      await expect(element).not.toHaveAttribute("data-edited", { timeout: 20_000 });
    } catch (error) {
      // What the dev servers and the page said meanwhile explains a missed update; the
      // reporter prints a failed test's stderr with it.
      console.error(`--- npm run dev ---\n${output.slice(devOutputBefore)}\n--- page console ---\n${consoleLines.join("\n")}`);
      throw error;
    } finally {
      rmSync(`${file}~`, { force: true });
      await save(file, original);
      // The build skips workspaces whose sources (files and folders) are older than their output.
      utimesSync(file, atime, mtime);
      utimesSync(dirname(file), folder.atime, folder.mtime);
    }
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  });
}
