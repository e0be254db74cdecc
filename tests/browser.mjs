// What every browser run of the project shares (browser tests, the deployment test, the bench).

/**
 * The features Playwright turns off (its chromiumSwitches), which a second `--disable-features`
 * would replace, as Chromium reads the last one given (browser.test.mjs checks Playwright's own).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium as this machine has it: Playwright cannot download its own browsers here. Headless
 * Chromium is the whole browser with its window off screen, so each context's window preloads the
 * address bar's two drop-down pages (chrome://omnibox-popup.top-chrome, a renderer each) and keeps
 * a spare renderer warm: no test opens either, and turned off they were a quarter of the browser's
 * CPU for a context that opens two pages (20 contexts: 16.2 s of CPU against 11.4 s).
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu",
    `--disable-features=${[
      ...PLAYWRIGHT_DISABLED_FEATURES,
      "WebUIOmniboxPopup",
      "WebUIOmniboxAimPopup",
      "SpareRendererForSitePerProcess",
    ]}`,
  ],
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
