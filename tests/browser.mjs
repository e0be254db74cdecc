// What every browser run of the project shares (browser tests, the deployment test, the bench).

/** Chromium as this machine has it: Playwright cannot download its own browsers here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-gpu"],
};

/**
 * Counts React renderers (one per react-dom copy) through the hook React DevTools would use: two
 * means a remote brought its own React. Call it before the page loads; the answer reads the count.
 * @param {import("@playwright/test").Page | import("@playwright/test").BrowserContext} target
 * @returns {Promise<(page?: import("@playwright/test").Page) => Promise<number>>}
 */
export async function countReactRenderers(target) {
  await target.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__renderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => ++w.__renderers,
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return (page = /** @type {import("@playwright/test").Page} */ (target)) => page.evaluate(() => /** @type {any} */ (window).__renderers);
}
