import { type BrowserContext, expect, type Page, test as base } from "@playwright/test";
import { type Database, startWorkerServer, type WorkerServer } from "./server.ts";
import { type TestSmtpServer, testSmtpServer } from "../../api/testing/smtp.ts";

// Chromium reports each script, style, image, fetch or frame the policy blocks on the page's
// console, naming the "Content Security Policy" directive, some also as "Refused to …".
const CSP_VIOLATION = /Content Security Policy|Refused to/i;

// The browser alerts the spec names (its list of messages). Left unhandled by a test, they are
// dismissed as a visitor would; any other dialog is one the site should never show.
const SPEC_ALERTS = new Set([
  "Failed to load",
  "Copy failed",
  "Failed to save slider.",
  "Failed to delete slider.",
  "Failed to fetch inquiries.",
  "Unauthorized access. Please login again.",
  "Export failed. Please try again.",
  "Failed to load course files. Please try again later.",
  "You are not logged in.",
]);

/** Handlers listening for `event`: Playwright's pages and contexts count them, their types do not say so. */
const listeners = (target: Page | BrowserContext, event: string) =>
  (target as unknown as { listenerCount(event: string): number }).listenerCount(event);

/**
 * Waits until the browser's own render has taken over the page the server drew (hydrated it: the
 * root says `data-live`): until then its buttons have no code and its forms are inert, so a
 * visitor's clicks and keys wait for it too. A page not drawn (or not a page) does not wait.
 * Under 3 s alone; past 15 s on two cores when the deployment's image builds run beside the suite.
 */
// A worker's server start: a few seconds alone, but once in a clean-clone run (at its start, beside
// the typecheck, the API suites and the deployment's image builds on two cores) past 120 s with
// nothing printed. Each start's time is now in the run's output ("listening after").
const SERVER_START_MS = 180_000;

export const untilLive = (page: Page) => expect(page.locator("#root:not([data-live]) > .server-drawn")).toHaveCount(0, { timeout: 45_000 });

/**
 * Playwright's test against its worker's own server (the project's `database`), failing any test
 * whose pages violated the Content-Security-Policy or showed a browser dialog that is neither the
 * spec's nor handled by the test; the fixture's page acts once a page is live (`goto` and `reload`
 * wait for untilLive).
 */
export const test = base.extend<
  { cspViolations: void; strayDialogs: void },
  { database: Database; mailbox: TestSmtpServer; server: WorkerServer }
>({
  database: ["configured", { scope: "worker", option: true }],
  // A real SMTP server in the worker's process: what the worker's server sends arrives here.
  mailbox: [
    // deno-lint-ignore no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const smtp = await testSmtpServer();
      try {
        // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
        await use(smtp);
      } finally {
        await smtp.close();
      }
    },
    { scope: "worker" },
  ],
  server: [
    async ({ database, mailbox }, use, workerInfo) => {
      const name = `${workerInfo.project.name}-${workerInfo.parallelIndex}`;
      const server = await startWorkerServer(name, database, mailbox.url, SERVER_START_MS - 10_000);
      try {
        // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Deno compiles the API and the server seeds its demo content before it listens.
    { scope: "worker", timeout: SERVER_START_MS },
  ],
  // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
  baseURL: async ({ server }, use) => await use(server.url),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Every page of the test's context: the fixture's page and those a test or a popup opens.
      const watch = (page: Page) =>
        page.on("console", (m) => CSP_VIOLATION.test(m.text()) && violations.push(`${page.url()}: ${m.text()}`));
      context.pages().forEach(watch);
      context.on("page", watch);
      // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  strayDialogs: [
    async ({ context }, use) => {
      const stray: string[] = [];
      // The context hears a dialog before its page does: one the test listens for is the test's.
      // Any listener stops Playwright's own dismissal, so this one dismisses the rest.
      context.on("dialog", async (dialog) => {
        const page = dialog.page();
        if (listeners(context, "dialog") > 1 || (page && listeners(page, "dialog") > 0)) return;
        if (!SPEC_ALERTS.has(dialog.message())) stray.push(`${page?.url()}: ${dialog.type()} "${dialog.message()}"`);
        await (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()).catch(() => {});
      });
      // deno-lint-ignore react-rules-of-hooks -- Playwright's fixture callback, not a React hook
      await use();
      expect(stray, "browser dialogs that are not the spec's alerts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
