// A load run as the bench and the deployment test make it (autocannon): what they measure
// side by side is then measured alike.
import autocannon from "autocannon";

/**
 * Requests per second and latency of `url` under `connections` clients for `seconds`, as a browser
 * asks (every encoding accepted); `headers` adds a token or a validator. `errors` counts failed
 * requests and answers of another status than `expected` (any 2xx when unset).
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, headers?: Record<string, string>, expected?: number }} [options]
 */
export async function loadRun(url, { connections = 50, seconds = 5, headers = {}, expected } = {}) {
  const r = await autocannon({ url, connections, duration: seconds, headers: { "Accept-Encoding": "gzip, deflate, br", ...headers } });
  const unexpected = expected === undefined
    ? r.non2xx
    : Object.entries(r.statusCodeStats ?? {}).filter(([status]) => Number(status) !== expected).reduce(
      (sum, [, { count }]) => sum + count,
      0,
    );
  const { pathname, search } = new URL(url);
  return {
    path: pathname + search,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + unexpected,
  };
}

/**
 * Each page's rate beside a static file's on the same server (`file`, a path): the ratio says how
 * near a page is to costing what a file costs. The first page is also asked with its ETag (a
 * returning visitor's 304).
 * @param {string} base
 * @param {string} file
 * @param {string[]} pages
 * @param {{ connections?: number, seconds?: number }} [options]
 */
export async function pagesBesideFile(base, file, pages, options = {}) {
  // Each address asked once before its run: what is measured is an answer as it is served between
  // two content changes, not the one request after a change that draws the page (every other
  // connection of the run would wait for it, and the run would count that wait as the page's).
  const warmed = async (/** @type {string} */ path) => {
    await (await fetch(base + path, { headers: { "Accept-Encoding": "gzip, deflate, br" } })).arrayBuffer();
    return loadRun(base + path, options);
  };
  const ceiling = await warmed(file);
  const ratio = (/** @type {{ rps: number }} */ r) => +(r.rps / ceiling.rps).toFixed(2);
  const measured = [];
  for (const path of pages) {
    const r = await warmed(path);
    measured.push({ ...r, ratio: ratio(r) });
  }
  const etag = (await fetch(base + pages[0], { headers: { "Accept-Encoding": "gzip, deflate, br" } })).headers.get("etag");
  const revalidated = etag ? await loadRun(base + pages[0], { ...options, headers: { "If-None-Match": etag }, expected: 304 }) : null;
  return { file: ceiling, pages: measured, revalidated: revalidated && { ...revalidated, ratio: ratio(revalidated) } };
}
