// `npm run bench`: seeds a large data set, starts the real API on loopback and measures, side by
// side in one run: the request ceiling, the home page's public reads as ratios of it, reads beside
// a flood of guessed reset links against reads alone, the admin's big reads and the streamed
// export (time and the API's peak memory), and the home page in
// headless Chromium (bytes, React copies, API calls, LCP, CLS; cold and warm), a phone's image bytes
// with a camera-sized slide, and Lighthouse on the public pages (bench/public-pages.mjs). Figures and
// targets go to stdout and bench/results.json; nothing here passes or fails on time.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { besideResetFlood, loadRun, pagesBesideFile, timedReads } from "../tests/load.mjs";
import { chromium } from "@playwright/test";
import { chromiumLaunch, countReactRenderers } from "../tests/browser.mjs";
import { firstScreenJs } from "./first-screen-js.mjs";
import { LIGHTHOUSE_TARGET, lighthouseMisses, lighthouseRuns, phoneImageBytes, TARGETS } from "./public-pages.mjs";
import postgres from "postgres";

const scale = Number(process.env.BENCH_SCALE ?? 1);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const size = (n) => Math.max(1, Math.round(n * scale));
const SIZES = { courses: size(200), gallery: size(500), students: size(10_000), inquiries: size(100_000), contacts: size(100_000) };
const port = Number(process.env.BENCH_PORT ?? 8899);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "institute-bench-"));
const schema = process.env.DATABASE_URL ? `bench_${Date.now().toString(36)}` : "";
const admin = { username: "admin", password: "bench-admin-password" };
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_SCHEMA: schema,
  PORT: String(port),
  HOST: "127.0.0.1",
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: "warn",
  NO_COLOR: "1",
  // No mail is sent here, and the worker's round every 10 s would count among the pages' statements;
  // so would the sweep of orphaned files a minute after the start (35 statements in a run's slice of
  // /courses), which has nothing to sweep here.
  MAIL_POLL_SECONDS: "3600",
  ORPHAN_SWEEP_INTERVAL_MINUTES: "0",
  // The reset-link flood comes from many addresses, each in X-Real-IP, as through the shell's nginx.
  TRUST_PROXY: "true",
};
const PERMS = ["--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys"];
const deno = join(process.cwd(), "node_modules/.bin/deno");

function seed(courses, gallery, students, inquiries, contacts) {
  const out = spawnSync(deno, ["run", ...PERMS, "bench/seed.ts", ...[courses, gallery, students, inquiries, contacts].map(String)], {
    env,
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(`seeding failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split("\n").pop() ?? "");
}

async function startApi() {
  const child = spawn(deno, ["run", ...PERMS, "api/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 200; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error("the API did not start");
}

const stopApi = (child) => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));

/** Resident memory of the API process, and its peak since the last reset (Linux /proc). */
const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") * 1024, peak: kib("VmHWM") * 1024 };
};
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** Time and peak memory growth of one request, its body read to the end. */
async function measured(pid, path, token) {
  resetPeak(pid);
  const before = memory(pid).rss;
  const start = performance.now();
  const res = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of res.body ?? []) bytes += chunk.length;
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return { ms: Math.round(ms), bytes, peakGrowthMiB: +((memory(pid).peak - before) / 1048576).toFixed(1) };
}

const load = (path, token = "", connections = 50) =>
  loadRun(base + path, { connections, seconds: duration, headers: token ? { Authorization: `Bearer ${token}` } : {} });

/**
 * What the scripts weigh gzipped, as a client that takes no brotli is sent them (the targets are in
 * gzip): their Content-Length, since fetch hands back the body already unzipped.
 */
async function gzipKiB(urls) {
  let bytes = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    bytes += Number(res.headers.get("content-length"));
    await res.body?.cancel();
  }
  return +(bytes / 1024).toFixed(1);
}

async function pageMetrics(browser) {
  const context = await browser.newContext();
  const renderers = await countReactRenderers(context);
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    // Layout-shift entries (LayoutShift) carry hadRecentInput and value.
    const shifts = (/** @type {PerformanceObserverEntryList} */ l) => /** @type {any[]} */ (l.getEntries());
    new PerformanceObserver((l) => shifts(l).forEach((e) => !e.hadRecentInput && (w.__cls += e.value))).observe({
      type: "layout-shift",
      buffered: true,
    });
  });
  const page = await context.newPage();
  const visit = async () => {
    await page.goto(base + "/", { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const metrics = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"));
      const kib = (re) =>
        +(resources.filter((r) => re.test(new URL(r.name).pathname)).reduce((s, r) => s + r.transferSize, 0) / 1024).toFixed(1);
      return {
        jsKiB: kib(/\.m?js$/),
        cssKiB: kib(/\.css$/),
        apiRequests: resources.filter((r) =>
          new URL(r.name).pathname.startsWith("/api/") && !new URL(r.name).pathname.startsWith("/api/uploads/")
        ).length,
        lcpMs: Math.round(w.__lcp),
        cls: +w.__cls.toFixed(3),
        scripts: resources.map((r) => r.name).filter((name) => /\.m?js$/.test(new URL(name).pathname)),
      };
    });
    const { scripts, ...shown } = metrics;
    return { ...shown, jsGzipKiB: await gzipKiB(scripts), reactRenderers: await renderers(page) };
  };
  const cold = await visit();
  const warm = await visit();
  await context.close();
  return { cold, warm };
}

/**
 * The console's inquiries screen as an admin opens it: ms from navigation until its first page of
 * rows and its search box show and the main thread is free for the next input. Cold loads the
 * console's code; warm is a second visit. The page times itself: a locator's wait polls at
 * growing intervals (up to 500 ms apart), which would be measured instead of the page.
 */
async function consoleScreen(browser, token) {
  const context = await browser.newContext();
  // The keys of @institute/auth's stored session.
  await context.addInitScript((t) => {
    localStorage.setItem("institute.admin.token", t);
    localStorage.setItem("institute.admin.name", "Bench");
  }, token);
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__interactive = new Promise((done) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("table tbody tr") || !document.querySelector("input[type=search]")) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => done(performance.now())));
      });
      observer.observe(document, { subtree: true, childList: true });
    });
  });
  const page = await context.newPage();
  const visit = async () => {
    await page.goto(base + "/admin/inquiries", { waitUntil: "commit" });
    await page.locator("table tbody tr").first().waitFor();
    await page.getByRole("searchbox").waitFor();
    return Math.round(await page.evaluate(() => /** @type {any} */ (window).__interactive));
  };
  const cold = await visit();
  const warm = await visit();
  await context.close();
  return { coldMs: cold, warmMs: warm };
}

const results = {
  when: new Date().toISOString(),
  database: process.env.DATABASE_URL ? "postgres" : "embedded PGlite",
  sizes: SIZES,
  durationSeconds: duration,
};
let api;
try {
  // Phase 1: 10% of the inquiries, to see whether the export's memory grows with the rows.
  const tenth = Math.round(SIZES.inquiries / 10);
  seed(SIZES.courses, SIZES.gallery, SIZES.students, tenth, SIZES.contacts);
  api = await startApi();
  const login = await (await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  })).json();
  const small = await measured(api.pid, "/api/inquiries/export", login.token);
  await stopApi(api);

  results.seeded = seed(SIZES.courses, SIZES.gallery, 0, SIZES.inquiries - tenth, 0);
  api = await startApi();
  const ceiling = await load("/api/health?shallow=1");
  const reads = [];
  for (const path of ["/api/sliders", "/api/home", "/api/about", "/api/courses", "/api/gallery", "/api/testimonials"]) {
    const r = await load(path);
    reads.push({ ...r, ratio: +(r.rps / ceiling.rps).toFixed(2) });
  }
  results.ceiling = ceiling;
  results.publicReads = { target: "ratio >= 0.5 and p99 < 20 ms", reads };
  // The public pages beside a file of the same server (issue #33): each made once per content
  // version and then served like a file, so a page should cost about what the file does; a page at
  // an address with a query (the gallery's second) is kept under it too.
  const [listed] = await (await fetch(`${base}/api/courses`)).json();
  results.pages = {
    target: "ratio >= 0.8 and p99 < 10 ms at 16 connections; the 304 likewise; no database statement per request",
    ...(await pagesBesideFile(base, "/logo.svg", ["/", "/courses", `/courses/${listed.id}`, "/about", "/gallery", "/gallery?page=2"], {
      connections: 16,
      seconds: duration,
      queriesSent: async () =>
        (await (await fetch(`${base}/api/health/stats`, { headers: { Authorization: `Bearer ${login.token}` } })).json()).queries,
    })),
  };
  // A guessed reset link costs one indexed read and no password work: a visitor's reads and an
  // admin's logins beside a flood of them, against the same alone.
  const timed = () =>
    timedReads(
      `${base}/api/courses`,
      duration,
      () =>
        fetch(`${base}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(admin) }),
    );
  const alone = await timed();
  const { measured: flooded, guesses } = await besideResetFlood(base, timed);
  results.resetFlood = {
    target: "beside the flood: read p99 < 100 ms, logins < 1 s",
    alone,
    flooded,
    guesses,
    readP99Ratio: +(flooded.readP99Ms / Math.max(alone.readP99Ms, 1)).toFixed(1),
  };
  results.adminReads = {
    students: await measured(api.pid, "/api/students", login.token),
    inquiries: await measured(api.pid, "/api/inquiries", login.token),
  };
  // The console's view of the same table: one page of 25, and a search through every row.
  const firstPage = "/api/inquiries?limit=25";
  const search = "/api/inquiries?limit=25&q=visitor%204242";
  results.lists = {
    target: "first page p50 <= 20 ms and <= 50 KB; search p99 <= 50 ms; memory growth per list request <= 5 MiB",
    firstPage: { ...(await measured(api.pid, firstPage, login.token)), ...(await load(firstPage, login.token, 2)) },
    search: { ...(await measured(api.pid, search, login.token)), ...(await load(search, login.token, 2)) },
  };
  results.lists.wholeListOverFirstPage = {
    bytes: +(results.adminReads.inquiries.bytes / results.lists.firstPage.bytes).toFixed(1),
    ms: +(results.adminReads.inquiries.ms / Math.max(results.lists.firstPage.ms, 1)).toFixed(1),
    peakGrowth: +(results.adminReads.inquiries.peakGrowthMiB / Math.max(results.lists.firstPage.peakGrowthMiB, 0.1)).toFixed(1),
  };
  const large = await measured(api.pid, "/api/inquiries/export", login.token);
  results.export = {
    target: "peak memory does not grow with the row count",
    [`rows_${tenth}`]: small,
    [`rows_${SIZES.inquiries}`]: large,
    memoryRatio: +(large.peakGrowthMiB / Math.max(small.peakGrowthMiB, 0.1)).toFixed(2),
    rowRatio: +(SIZES.inquiries / tenth).toFixed(1),
  };
  const browser = await chromium.launch(chromiumLaunch);
  results.homePage = {
    target: `JS <= ${TARGETS.homeJsGzipKiB} KiB gzip, 1 React, LCP <= 1000 ms, CLS <= ${TARGETS.cls}`,
    ...(await pageMetrics(browser)),
  };
  results.firstScreenJs = {
    target: "gzip KiB: shell <= 90, public <= 90, portal <= 60, admin <= 200",
    ...(await firstScreenJs(browser, base)),
  };
  results.consoleInquiries = { target: "interactive <= 1000 ms after navigation", ...(await consoleScreen(browser, login.token)) };
  // The slide photo first, so Lighthouse's home page carries it too.
  results.phoneImages = {
    target: `image bytes of the home page at 360 px <= ${TARGETS.phoneImageKB} KB`,
    ...(await phoneImageBytes(browser, base, login.token)),
  };
  await browser.close();
  const [course] = await (await fetch(`${base}/api/courses`)).json();
  results.lighthouse = {
    target: LIGHTHOUSE_TARGET,
    runs: await lighthouseRuns(base, ["/", "/courses", `/courses/${course.id}`, "/gallery", "/contact"]),
  };
} finally {
  if (api) await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });
  if (schema) {
    const sql = postgres(String(process.env.DATABASE_URL), { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop schema if exists "${schema}" cascade`);
    await sql.end();
  }
}

writeFileSync("bench/results.json", JSON.stringify(results, null, 2) + "\n");
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 34 : 12)).join(""));
console.log(`\nBenchmark on ${results.database}, ${duration} s per load run, 50 connections (sizes: ${JSON.stringify(SIZES)})\n`);
row(["route", "req/s", "p50 ms", "p99 ms", "ratio", "errors"]);
row([`${results.ceiling.path} (ceiling)`, results.ceiling.rps, results.ceiling.p50, results.ceiling.p99, "1.00", results.ceiling.errors]);
for (const r of results.publicReads.reads) row([r.path, r.rps, r.p50, r.p99, r.ratio, r.errors]);
console.log(`target: ${results.publicReads.target}\n`);
row(["page (wrk, 16 connections)", "answered", "bytes", "req/s", "p50 ms", "p99 ms", "ratio", "errors", "db statements / request"]);
const { file } = results.pages;
row([`${file.path} (a file)`, file.status, file.bytes, file.rps, file.p50, file.p99, "1.00", file.errors]);
const statements = (r) => `${r.queriesPerRequest} (${r.queries} in ${r.requests})`;
const again = results.pages.revalidated;
for (const r of [...results.pages.pages, ...(again ? [{ ...again, path: `${again.path} (its ETag)` }] : [])]) {
  row([r.path, r.status, r.bytes, r.rps, r.p50, r.p99, r.ratio, r.errors, statements(r)]);
}
console.log(`target: ${results.pages.target}\n`);
const flood = results.resetFlood;
row(["reads of /api/courses", "reads", "p99 ms", "logins", "slowest ms", "guesses"]);
row(["alone", flood.alone.reads, flood.alone.readP99Ms, flood.alone.logins, flood.alone.slowestLoginMs, 0]);
row([
  "beside a reset-link flood",
  flood.flooded.reads,
  flood.flooded.readP99Ms,
  flood.flooded.logins,
  flood.flooded.slowestLoginMs,
  flood.guesses.sent,
]);
console.log(`read p99 beside the flood / alone: ${flood.readP99Ratio}; target: ${flood.target}\n`);
row(["admin read", "ms", "bytes", "peak +MiB"]);
for (const [name, r] of Object.entries(results.adminReads)) row([`/api/${name}`, r.ms, r.bytes, r.peakGrowthMiB]);
for (const [name, r] of Object.entries(results.export).filter(([k]) => k.startsWith("rows_"))) {
  row([`export ${name.slice(5)} rows`, r.ms, r.bytes, r.peakGrowthMiB]);
}
console.log(
  `export memory ratio ${results.export.memoryRatio} for ${results.export.rowRatio}x the rows (target: ${results.export.target})\n`,
);
row(["console list (2 connections)", "req/s", "p50 ms", "p99 ms", "bytes", "peak +MiB"]);
for (const [name, r] of Object.entries(results.lists).filter(([k]) => k === "firstPage" || k === "search")) {
  row([`${name} ${r.path.slice("/api/inquiries".length)}`, r.rps, r.p50, r.p99, r.bytes, r.peakGrowthMiB]);
}
const over = results.lists.wholeListOverFirstPage;
console.log(`the whole list over its first page: ${over.bytes}x the bytes, ${over.ms}x the time, ${over.peakGrowth}x the memory growth`);
console.log(`target: ${results.lists.target}`);
const screen = results.consoleInquiries;
console.log(`inquiries screen in Chromium, ${SIZES.inquiries} rows: interactive after ${screen.coldMs} ms cold, ${screen.warmMs} ms warm`);
console.log(`target: ${screen.target}\n`);
row(["home page", "JS KiB sent", "JS KiB gzip", "CSS KiB", "API calls", "React", "LCP ms", "CLS"]);
for (const k of ["cold", "warm"]) {
  const m = results.homePage[k];
  row([k, m.jsKiB, m.jsGzipKiB, m.cssKiB, m.apiRequests, m.reactRenderers, m.lcpMs, m.cls]);
}
const jsMet = ["cold", "warm"].every((k) => results.homePage[k].jsGzipKiB <= TARGETS.homeJsGzipKiB);
console.log(`target: ${results.homePage.target} (JS: ${jsMet ? "met" : "NOT met"})\n`);
const phone = results.phoneImages;
console.log(`home page at 360 px with a ${phone.uploadKB} KB slide photo: ${phone.imageKB} KB of images in ${phone.images} requests`);
console.log(`target: ${phone.target}: ${phone.imageKB <= TARGETS.phoneImageKB ? "met" : "NOT met"}\n`);
row(["first-screen JS (cold, as sent)", "KiB", "budget", "met"]);
for (const [owner, r] of Object.entries(results.firstScreenJs)) {
  if (owner !== "target") row([`${owner} on ${r.page}`, r.kib, r.budgetKiB, r.met ? "yes" : "NO"]);
}
console.log();
row(["Lighthouse", "perf", "a11y", "best pr.", "SEO", "LCP ms", "CLS", "TBT ms", "met"]);
for (const r of results.lighthouse.runs) {
  const missed = lighthouseMisses(r);
  const met = missed.length ? `NO: ${missed.join(", ")}` : "yes";
  row([`${r.preset} ${r.path}`, r.performance, r.accessibility, r["best-practices"], r.seo, r.lcpMs, r.cls, r.tbtMs, met]);
}
console.log(`target: ${results.lighthouse.target}\nresults written to bench/results.json`);
