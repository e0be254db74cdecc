// The public pages as a visitor's browser and a search engine's tools see them: Lighthouse's
// scores and metrics (mobile and desktop presets), and the image bytes a phone loads on the home
// page with a camera-sized slide photo.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { launch } from "chrome-launcher";
import sharp from "sharp";
import { chromiumLaunch } from "../tests/browser.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse on each path, mobile (its default: a mid-range phone, simulated slow 4G) and desktop.
 * @param {string} base
 * @param {string[]} paths
 */
export async function lighthouseRuns(base, paths) {
  const chrome = await launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunch.args],
  });
  const rows = [];
  try {
    // One run not counted: a fresh browser's first page waits on its own start-up (its first frames
    // come about a second late), which is not the page's.
    await lighthouse(base + paths[0], { port: chrome.port, output: "json", logLevel: "error" });
    for (const preset of ["mobile", "desktop"]) {
      for (const path of paths) {
        const config = preset === "desktop" ? desktopConfig : undefined;
        const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" }, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
        rows.push({
          preset,
          path,
          ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
          lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
          cls: +(audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
          tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** A camera's photo: 4000 × 3000, noise so it does not compress away (about 5 MB as a JPEG). */
const photo = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#356", noise: { type: "gaussian", mean: 128, sigma: 25 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * The home page's image bytes on a 360 px phone (device pixel ratio 2) when its only slide is a
 * 4000 × 3000 photo as uploaded: the slides there are removed first.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} base
 * @param {string} token an admin's
 */
export async function phoneImageBytes(browser, base, token) {
  const auth = { Authorization: `Bearer ${token}` };
  for (const slide of await (await fetch(`${base}/api/sliders`)).json()) {
    await fetch(`${base}/api/sliders/${slide.id}`, { method: "DELETE", headers: auth });
  }
  const upload = await photo();
  const form = new FormData();
  form.append("title", "Bench slide");
  form.append("subtitle", "A camera-sized photo");
  form.append("image", new Blob([upload], { type: "image/jpeg" }), "photo.jpg");
  const added = await fetch(`${base}/api/sliders/add`, { method: "POST", headers: auth, body: form });
  if (added.status !== 201) throw new Error(`the slide upload answered ${added.status}`);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const images = await page.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"))
      .filter((r) => new URL(r.name).pathname.startsWith("/api/uploads/"))
      .map((r) => ({ path: new URL(r.name).pathname, bytes: r.transferSize }))
  );
  await context.close();
  return {
    uploadKB: Math.round(upload.length / 1000),
    imageKB: Math.round(images.reduce((sum, i) => sum + i.bytes, 0) / 1000),
    images: images.length,
  };
}
