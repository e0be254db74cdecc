import assert from "node:assert/strict";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describePage } from "./describe-page.ts";
import { type KeptBounds, keptPages } from "./kept-pages.ts";
import type { PageDescriber } from "./shell-pages.ts";
import { builtFiles, webRoutes } from "./static.ts";
import { drawnSite } from "../testing/drawn-site.ts";
import { call, form, type TestApp, withApp } from "../testing/harness.ts";
import { SITE_DETAILS } from "../testing/fixtures.ts";
import { SHARED_CACHE } from "../http/representations.ts";
import { countedQueries } from "../db/counted-queries.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Institute</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The server's pages over a shell of one index.html, drawn and kept as `npm start` does; `made`
 * counts the pages made.
 */
async function site(t: TestApp, { pages, queried }: { pages?: KeptBounds; queried?: KeptBounds } = {}, sql = t.deps.sql) {
  const drawn = await drawnSite(t, INDEX);
  const now = Date.now;
  const describe = describePage({ ...t.deps, sql });
  const made: string[] = [];
  const counting: PageDescriber = (c, address) => (made.push(address.path + address.search), describe(c, address));
  const keep = keptPages(t.deps.cache, { origin: () => "http://academy.test", log: t.deps.log, bounds: pages, queryBounds: queried });
  const { roots } = drawn;
  // Its files read on every request, so the request after a redeploy sees it (the server reads them
  // at most once a second).
  const app = new Hono().route("/", webRoutes(roots, { describe: counting, render: drawn.render, keep, files: builtFiles(roots, 0) }));
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(`http://academy.test${path}`, { headers }),
    made,
    keep,
    /** Deploys another shell: its index.html changes, no content does. */
    redeploy: () => Deno.writeTextFile(join(roots.shell, "index.html"), INDEX.replace("index-abc.js", "index-def.js")),
    /** Moves the clock `ms` past now: the pages kept and the reads they were drawn from age with it. */
    later: (ms: number) => {
      Date.now = () => now() + ms;
    },
    /** Removes the site and puts the clock back. */
    remove: async () => {
      Date.now = now;
      await drawn.remove();
    },
  };
}

Deno.test("kept pages: a page is made once per content version; a content write, a settings save, a redeploy and a release switch make it anew", () =>
  withApp(async (t, token) => {
    const s = await site(t);
    try {
      const first = await (await s.get("/about")).text();
      assert.equal(await (await s.get("/about")).text(), first, "the same bytes");
      assert.deepEqual(s.made, ["/about"], "the second request made nothing");

      const about = await call(t, "POST", "/api/about/update", { token, form: form({ title: "About us", content: "<p>New words.</p>" }) });
      assert.equal(about.status, 200);
      assert.match(await (await s.get("/about")).text(), /New words/);
      assert.deepEqual(s.made, ["/about", "/about"], "made anew after a content write");

      const settings = await (await call(t, "GET", "/api/settings")).json();
      assert.equal((await call(t, "PUT", "/api/settings", { token, json: { ...settings, name: "Renamed Academy" } })).status, 200);
      assert.match(await (await s.get("/about")).text(), /Renamed Academy/);
      assert.equal(s.made.length, 3, "made anew after a settings save");

      // A front end deployed anew (no content changed): its files are what the page was made from.
      await s.redeploy();
      assert.match(await (await s.get("/about")).text(), /index-def\.js/);
      assert.equal(s.made.length, 4, "made anew after a redeploy");

      // A release switch (here back to the deployed build) names other code in the page's data.
      assert.equal((await call(t, "PUT", "/api/releases/public/active", { token, json: { build: null } })).status, 200);
      await s.get("/about");
      assert.equal(s.made.length, 5, "made anew after a release switch");
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: requests for a page at once, after a change, wait for one drawing of it and get its bytes", () =>
  withApp(async (t, token) => {
    const s = await site(t);
    try {
      const together = async () => await Promise.all(Array.from({ length: 6 }, async () => await (await s.get("/about")).text()));
      const first = await together();
      assert.equal(new Set(first).size, 1, "the same bytes");
      assert.deepEqual(s.made, ["/about"], "drawn once");

      const about = await call(t, "POST", "/api/about/update", { token, form: form({ title: "About us", content: "<p>Changed.</p>" }) });
      assert.equal(about.status, 200);
      const after = await together();
      assert.equal(new Set(after).size, 1);
      assert.match(after[0], /Changed\./);
      assert.deepEqual(s.made, ["/about", "/about"], "drawn once more after the change");
    } finally {
      await s.remove();
    }
  }));

/** Waits (up to a second) for a making started behind a request: it is drawn after the request's answer. */
async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

Deno.test("kept pages: past the safety net's age, a page is sent as kept while one drawing makes it anew behind it; a change whose notice was lost shows next", () =>
  withApp(async (t) => {
    const s = await site(t);
    try {
      const first = await (await s.get("/about")).text();
      // A change no notice announced (written past the API, or its notice lost between replicas),
      // and the safety net's age passed: the page and the reads it was drawn from are that old.
      await t.deps.sql`update site_settings set name = 'Quietly Renamed Academy' where id = 1`;
      s.later(t.deps.cache.keptFor + 1000);
      const aged = await Promise.all(Array.from({ length: 4 }, async () => await (await s.get("/about")).text()));
      assert.deepEqual(aged, Array(4).fill(first), "the aged page, sent without waiting");
      await until(() => s.made.length > 1);
      let next = first;
      for (let i = 0; i < 50 && next === first; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        next = await (await s.get("/about")).text();
      }
      assert.deepEqual(s.made, ["/about", "/about"], "made anew once, behind the requests");
      assert.match(next, /Quietly Renamed Academy/);
      assert.equal(s.made.length, 2, "sent as made anew, not made again");
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: a page the safety net makes anew that shows the same keeps its bytes and ETag: a visitor's copy still gets a 304", () =>
  withApp(async (t) => {
    const s = await site(t);
    try {
      const first = await s.get("/courses", { "Accept-Encoding": "br" });
      const etag = first.headers.get("ETag") ?? "";
      const bytes = await first.arrayBuffer();
      s.later(t.deps.cache.keptFor + 1000);
      await (await s.get("/courses")).arrayBuffer();
      await until(() => s.made.length > 1);
      // Its drawing is done when the next request finds a fresh page and starts no other.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await s.get("/courses", { "Accept-Encoding": "br", "If-None-Match": etag });
      assert.equal(again.status, 304);
      const whole = await s.get("/courses", { "Accept-Encoding": "br" });
      assert.equal(whole.headers.get("ETag"), etag);
      assert.deepEqual(new Uint8Array(await whole.arrayBuffer()), new Uint8Array(bytes));
      assert.deepEqual(s.made, ["/courses", "/courses"], "made anew once, and kept");
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: an aged page whose making fails (the database away) is still sent, the failure logged, and made again after a while, not by every request", () =>
  withApp(async (t) => {
    let away = false;
    const sql = new Proxy(t.deps.sql, {
      apply: (target, self, args) => {
        if (away) throw new Error("connection refused");
        return Reflect.apply(target, self, args);
      },
    });
    const s = await site(t, {}, sql);
    try {
      const first = await (await s.get("/about")).text();
      away = true;
      s.later(t.deps.cache.keptFor + 1000);
      for (let i = 0; i < 5; i++) {
        const aged = await s.get("/about");
        assert.equal(aged.status, 200);
        assert.equal(await aged.text(), first);
        await until(() => s.made.length > 1);
      }
      assert.deepEqual(s.made, ["/about", "/about"], "one try, not one per request");
      assert.equal(t.logLines.filter((line) => /a kept page could not be made anew.*connection refused/.test(line)).length, 1);

      away = false;
      s.later(t.deps.cache.keptFor + 7000);
      assert.equal(await (await s.get("/about")).text(), first);
      await until(() => s.made.length > 2);
      assert.equal(s.made.length, 3, "tried again after a while");
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: 304 to a matching If-None-Match, brotli or gzip as accepted, each with its own ETag", () =>
  withApp(async (t) => {
    const s = await site(t);
    try {
      const plain = await s.get("/courses");
      const html = await plain.text();
      const etag = plain.headers.get("ETag")!;
      assert.match(etag, /^"[\w-]+"$/, "a strong ETag");
      assert.equal(plain.headers.get("Cache-Control"), SHARED_CACHE, "kept briefly by a shared cache, and through an outage");

      const br = await s.get("/courses", { "Accept-Encoding": "gzip, deflate, br" });
      assert.equal(br.headers.get("Content-Encoding"), "br");
      assert.equal(new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))), html);
      const gzip = await s.get("/courses", { "Accept-Encoding": "gzip" });
      assert.equal(gzip.headers.get("Content-Encoding"), "gzip");
      assert.equal(new TextDecoder().decode(gunzipSync(new Uint8Array(await gzip.arrayBuffer()))), html);
      assert.equal(new Set([etag, br.headers.get("ETag"), gzip.headers.get("ETag")]).size, 3);

      const again = await s.get("/courses", { "Accept-Encoding": "br", "If-None-Match": br.headers.get("ETag")! });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), "");
      assert.equal((await s.get("/courses", { "If-None-Match": '"other"' })).status, 200);
      assert.deepEqual(s.made, ["/courses"], "every answer came from the kept page");
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: a kept page, and its 304, are answered without a database query", () =>
  withApp(async (t) => {
    // The pages' own view of the database: the app's background work (the mail worker's rounds) is not theirs.
    const db = countedQueries(t.deps.sql);
    const s = await site(t, {}, db.sql);
    try {
      for (const [i, path] of ["/", "/courses", "/about", "/gallery", "/gallery?page=2", "/?utm_source=newsletter"].entries()) {
        const before = db.sent();
        const first = await s.get(path);
        assert.equal(first.status, 200);
        await first.arrayBuffer();
        const drawn = db.sent();
        // The first page made reads the settings (so the count sees the pages' queries); the
        // others, in the same content version, find them read.
        if (i === 0) assert.ok(drawn > before, `making ${path} reads the database`);
        const kept = await s.get(path, { "Accept-Encoding": "br" });
        await kept.arrayBuffer();
        const revalidated = await s.get(path, { "Accept-Encoding": "br", "If-None-Match": kept.headers.get("ETag")! });
        assert.equal(revalidated.status, 304);
        assert.equal(db.sent() - drawn, 0, `${path} kept: no query`);
      }
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: addresses no page has are never kept, and cost no query each: the settings are read once per content version", () =>
  withApp(async (t, token) => {
    const db = countedQueries(t.deps.sql);
    const s = await site(t, {}, db.sql);
    const missing = async (path: string) => {
      const before = db.sent();
      const res = await s.get(path);
      assert.equal(res.status, 404, path);
      return { queries: db.sent() - before, html: await res.text() };
    };
    try {
      const first = await missing("/no-such-page");
      assert.ok(first.queries > 0, "the first reads the settings");
      for (let i = 0; i < 50; i++) assert.equal((await missing(`/made-up-${i}`)).queries, 0, `made-up address ${i}`);
      assert.deepEqual([s.keep.size().pages, s.keep.size().queried.pages], [0, 0], "none kept");

      const saved = await call(t, "PUT", "/api/settings", { token, json: { ...SITE_DETAILS, name: "Renamed Academy" } });
      assert.equal(saved.status, 200);
      const after = await missing("/made-up-after-the-save");
      assert.equal(after.queries, first.queries, "a settings save: read anew");
      assert.match(after.html, /Renamed Academy/);
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: other spellings and missing pages take no entry, and the bound holds", () =>
  withApp(async (t) => {
    const s = await site(t, { pages: { pages: 2, bytes: 10 * 1024 * 1024 } });
    try {
      for (const odd of ["/about/", "//about", "/%61bout", "/%61bout?utm_source=x", "/no-such-page", "/courses/0001"]) {
        const res = await s.get(odd);
        await res.body?.cancel();
      }
      const { pages, queried } = s.keep.size();
      assert.deepEqual([pages, queried.pages], [0, 0], "nothing kept for them");
      for (const path of ["/about", "/courses", "/gallery", "/testimonials"]) await (await s.get(path)).text();
      assert.equal(s.keep.size().pages, 2, "no more than its bound");
      // The most recently used are kept: the last two.
      const before = s.made.length;
      await (await s.get("/testimonials")).text();
      assert.equal(s.made.length, before);
    } finally {
      await s.remove();
    }
  }));

Deno.test("kept pages: a page at an address with a query is kept under that query, apart: a flood of made-up queries never pushes the plain pages out", () =>
  withApp(async (t) => {
    const s = await site(t, { pages: { pages: 2, bytes: 10 * 1024 * 1024 }, queried: { pages: 3, bytes: 10 * 1024 * 1024 } });
    try {
      for (const path of ["/about", "/courses"]) await (await s.get(path)).text();
      const campaign = "/about?utm_source=newsletter&utm_medium=email";
      const first = await s.get(campaign);
      const body = await first.text();
      assert.equal(first.status, 200);
      const made = s.made.length;
      const again = await s.get(campaign, { "If-None-Match": first.headers.get("ETag")! });
      assert.equal(again.status, 304, "the same query: the kept page's ETag");
      assert.equal(await (await s.get(campaign)).text(), body);
      assert.equal(s.made.length, made, "drawn once");
      // Another spelling of the query is another page, drawn from its own string.
      await (await s.get("/about?utm_medium=email&utm_source=newsletter")).text();
      assert.equal(s.made.length, made + 1);

      for (let i = 0; i < 20; i++) await (await s.get(`/courses?made-up=${i}`)).text();
      const { pages, queried } = s.keep.size();
      assert.deepEqual([pages, queried.pages], [2, 3], "each within its own bound");
      const drawn = s.made.length;
      for (const path of ["/about", "/courses"]) await (await s.get(path)).text();
      assert.equal(s.made.length, drawn, "the plain pages are still kept");
    } finally {
      await s.remove();
    }
  }));
