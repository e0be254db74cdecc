// The public pages as a visitor's browser and a search engine's tools see them: Lighthouse's
// scores and metrics (mobile and desktop presets), and the image bytes a phone loads on the home
// page with a camera-sized slide photo.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { launch } from "chrome-launcher";
import sharp from "sharp";
import { chromiumLaunch } from "../tests/browser.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The public pages' targets (#15). */
export const TARGETS = {
  performance: { mobile: 90, desktop: 98 },
  /** Accessibility, best practices and SEO: every check passed. */
  others: 100,
  cls: 0.02,
  mobileLcpMs: 2000,
  homeJsGzipKiB: 200,
  phoneImageKB: 250,
};
export const LIGHTHOUSE_TARGET = `CLS <= ${TARGETS.cls}; performance >= ${TARGETS.performance.mobile} mobile, ` +
  `>= ${TARGETS.performance.desktop} desktop; accessibility, best practices, SEO ${TARGETS.others}; ` +
  `mobile LCP <= ${TARGETS.mobileLcpMs} ms`;

/**
 * The targets one Lighthouse run misses, by name (none: all met).
 * @param {{ preset: string, performance: number, accessibility: number, "best-practices": number, seo: number, lcpMs: number, cls: number }} run
 */
export function lighthouseMisses(run) {
  const mobile = run.preset === "mobile";
  return [
    run.performance < TARGETS.performance[mobile ? "mobile" : "desktop"] && "perf",
    run.accessibility < TARGETS.others && "a11y",
    run["best-practices"] < TARGETS.others && "best pr.",
    run.seo < TARGETS.others && "SEO",
    mobile && run.lcpMs > TARGETS.mobileLcpMs && "LCP",
    run.cls > TARGETS.cls && "CLS",
  ].filter((missed) => typeof missed === "string");
}

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

const PHOTO = { width: 4000, height: 3000 };

/** The same numbers in [0, 1) on every run (mulberry32), so each run uploads the same photo. */
function seededRandom(seed = 15) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A camera's photo, 4000 × 3000, about 5 MB as a JPEG: detail at every scale (noise drawn at nine
 * sizes, from a few cells across to a few pixels, each fainter as it is finer, as in photographs)
 * and a sensor's grain. Plain noise would not do: it averages to a flat colour when resized, so
 * its copies would be far smaller than a real photo's.
 */
async function photo() {
  const { width, height } = PHOTO;
  const random = seededRandom();
  const sum = new Float32Array(width * height * 3);
  let weights = 0;
  for (let cells = 6; cells <= 1536; cells *= 2) {
    const small = { width: cells, height: Math.round(cells * 0.75), channels: /** @type {const} */ (3) };
    const noise = Buffer.alloc(small.width * small.height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = random() * 256;
    const layer = await sharp(noise, { raw: small }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
    const weight = 1 / Math.sqrt(cells);
    weights += weight;
    for (let i = 0; i < sum.length; i++) sum[i] += (layer[i] - 128) * weight;
  }
  const pixels = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i++) {
    const grain = (random() + random() + random() - 1.5) * 22;
    pixels[i] = Math.max(0, Math.min(255, 128 + (sum[i] / weights) * 2.2 + grain));
  }
  return sharp(pixels, { raw: { ...PHOTO, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

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
