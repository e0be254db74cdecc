import { expect, type Page, test as base } from "@playwright/test";

// Chromium reports each script, style, image, fetch or frame the policy blocks on the page's
// console, naming the "Content Security Policy" directive, some also as "Refused to …".
const CSP_VIOLATION = /Content Security Policy|Refused to/i;

/** Playwright's test, failing any test whose pages violated the Content-Security-Policy. */
export const test = base.extend<{ cspViolations: void }>({
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
