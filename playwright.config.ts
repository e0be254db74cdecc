import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunch } from "./tests/browser.mjs";

// Set once in the runner and inherited by its workers, so all of them talk to the same fresh server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "institute-e2e-"));
if (process.env.DATABASE_URL) process.env.E2E_DATABASE_SCHEMA ??= `e2e_${Date.now().toString(36)}`;

const port = Number(process.env.E2E_PORT ?? 8799);
export const adminCredentials = { username: "admin", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["junit", { outputFile: process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE ?? ".test-results/browser.xml" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  globalTeardown: "./tests/e2e/teardown.ts",
  webServer: {
    command: "npm run -s api",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ENV: "test",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_SCHEMA: process.env.E2E_DATABASE_SCHEMA ?? "",
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
      LOG_LEVEL: "warn",
      // The suites send a dozen registrations and a score of inquiries from one address within
      // minutes; the per-address limits of public writes (tested in the API suite) would refuse them.
      LIMIT_CONTACTS_PER_10_MINUTES: "0",
      LIMIT_INQUIRIES_PER_10_MINUTES: "0",
      LIMIT_REGISTRATIONS_PER_10_MINUTES: "0",
    },
  },
});
