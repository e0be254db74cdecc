import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/browser.mjs";
import type { Database } from "./tests/e2e/server.ts";

const BUILDS = /\/(dev|platform|releases|skew)\.spec\.ts$/;
const SMOKE = /\/smoke\.spec\.ts$/;

// Each worker starts a server of its own (tests/e2e/fixtures.ts), so files run side by side.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers,
  retries: 0,
  // A limit only a real failure reaches: beside the API suites on two cores, the longest admin
  // tests (a dozen saves, reloads and public pages) take 25 to 30 s, and 42 s on a slow CI day.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["junit", { outputFile: process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE ?? ".test-results/browser.xml" }]],
  use: {
    screenshot: "only-on-failure",
    // CI keeps nothing but its log, and recording a trace of every test (kept only for the
    // failures) cost the browser a sixth of its CPU there: traces are for runs on a machine.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // Chromium's policies for a phone with little memory (less raster ahead of the viewport,
    // smaller caches): the same pages, layouts and events for 12% less of the browser's CPU
    // (three public-page tests, two runs each: 103 CPU-s against 115 to 119). Tests only: the
    // bench measures the browser visitors run.
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, "--enable-low-end-device-mode"] },
  },
  projects: [
    // Tests that run Vite (builds, and the dev servers on their fixed ports) in the remotes'
    // folders: one at a time, beside the others. First, being the longest.
    { name: "builds", testMatch: BUILDS, workers: 1, use: { browserName: "chromium" } },
    // Every test, on the suite's database (PostgreSQL and S3 when DATABASE_URL and S3_ENDPOINT are set).
    // Its tests are spread over the workers one by one, not file by file: public.spec.ts alone is
    // half of the suite's time.
    { name: "chromium", testIgnore: [BUILDS, SMOKE], fullyParallel: true, use: { browserName: "chromium" } },
    // The README's default, whatever the suite runs on: embedded PGlite and local files.
    { name: "embedded", testMatch: SMOKE, use: { browserName: "chromium", database: "embedded" satisfies Database } },
  ],
});
