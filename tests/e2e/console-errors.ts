import type { Page } from "@playwright/test";

/** Everything the page logs as an error or throws, from now on. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
