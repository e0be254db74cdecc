// Each front end's first-screen JavaScript, as a cold visit transfers it (brotli where the build has
// its copy, else gzip): the shell's, and each remote's on the first page it draws. Budgets per team,
// so one remote's growth is its own.

/** The first page each remote draws, and what each part of the product may send for it. */
const PAGES = { public: "/", portal: "/student-login", admin: "/admin" };
export const BUDGETS_KIB = { shell: 90, public: 90, portal: 60, admin: 200 };

/** Whose file a script is: a remote's (its deployed build or a release of it), else the shell's. */
const ownerOf = (pathname) => /^\/remotes\/(?:releases\/)?([^/]+)\//.exec(pathname)?.[1] ?? "shell";

/** @param {import("@playwright/test").Browser} browser @param {string} base */
export async function firstScreenJs(browser, base) {
  /** @type {Record<string, { page: string; kib: number; budgetKiB: number; met: boolean }>} */
  const results = {};
  for (const [remote, path] of Object.entries(PAGES)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.locator(`[data-remote="${remote}"]`).waitFor();
    // A page the server drew names its remote before its code has run: wait for the browser's render.
    await page.locator("#root[data-live]").waitFor();
    const sizes = await page.evaluate(() =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"))
        .filter((r) => /\.m?js$/.test(new URL(r.name).pathname))
        .map((r) => ({ pathname: new URL(r.name).pathname, bytes: r.transferSize }))
    );
    await context.close();
    /** @type {Record<string, number>} */
    const byOwner = {};
    for (const { pathname, bytes } of sizes) byOwner[ownerOf(pathname)] = (byOwner[ownerOf(pathname)] ?? 0) + bytes;
    for (const owner of [remote, ...(remote === "public" ? ["shell"] : [])]) {
      const kib = +((byOwner[owner] ?? 0) / 1024).toFixed(1);
      results[owner] = { page: path, kib, budgetKiB: BUDGETS_KIB[owner], met: kib <= BUDGETS_KIB[owner] };
    }
  }
  return results;
}
