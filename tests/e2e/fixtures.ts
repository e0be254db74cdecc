import { expect, type Page, test as base } from "@playwright/test";

// Chromium reports each script, style, image, fetch or frame the policy blocks on the page's
// console, naming the "Content Security Policy" directive, some also as "Refused to …".
const CSP_VIOLATION = /Content Security Policy|Refused to/i;

/**
 * Waits until the browser's own render has replaced the page the server drew: until then its
 * buttons have no code and its forms are inert, so a visitor's clicks and keys wait for it too.
 */
export const untilLive = (page: Page) => expect(page.locator(".server-drawn")).toHaveCount(0, { timeout: 15_000 });

/**
 * Playwright's test, failing any test whose pages violated the Content-Security-Policy; the
 * fixture's page acts once a page is live (`goto` and `reload` wait for untilLive).
 */
export const test = base.extend<{ cspViolations: void }>({
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
});

export { expect };
