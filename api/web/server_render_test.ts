import assert from "node:assert/strict";
import { Hono } from "hono";
import { PAGE_QUERIES } from "@institute/routes";
import { CourseInput } from "@institute/schemas";
import { describePage } from "./describe-page.ts";
import { webRoutes } from "./static.ts";
import { drawnSite } from "../testing/drawn-site.ts";
import { elementsOf, hasElement } from "../../tests/html-elements.mjs";
import { call, form, type TestApp, withApp } from "../testing/harness.ts";

// In the shape of the shell's built index.html.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Institute</title>
    <script defer src="/first-screen.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  <link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  metaData: { remoteEntry: { name: "remoteEntry.js", path: "" } },
  exposes: [{ name: "App", assets: { js: { sync: ["assets/App-1.js"] }, css: { sync: ["assets/App-1.css"] } } }],
};

/**
 * Runs `fn` against the server's web part over a shell and a public remote of a few files, drawing
 * pages with the real server renders; `get` answers a page's HTML.
 */
async function withSite(
  t: TestApp,
  fn: (get: (path: string) => Promise<string>) => Promise<void>,
  registry: Record<string, string> = { public: "/remotes/public/mf-manifest.json" },
  index = INDEX,
) {
  const site = await drawnSite(t, index, { registry, manifest: MANIFEST });
  try {
    const app = new Hono().route("/", webRoutes(site.roots, { describe: describePage(t.deps), render: site.render }));
    await fn(async (path) => await (await app.request(`http://academy.test${path}`)).text());
  } finally {
    await site.remove();
  }
}

/** The root element's drawing, or null when the page is left to the browser. */
const drawing = (html: string) => /<div id="root"><div class="server-drawn">(.*)<\/div><\/div>/s.exec(html)?.[1] ?? null;

/** The reads handed with a page (its data block's query cache), each query's data by its key. */
function handedReads(html: string): Record<string, unknown> {
  const data = JSON.parse(/<script type="application\/json" id="institute-page-data">(.*?)<\/script>/s.exec(html)![1]);
  const queries: { queryKey: unknown[]; state: { data: unknown } }[] = data[PAGE_QUERIES]?.queries ?? [];
  return Object.fromEntries(queries.map(({ queryKey, state }) => [JSON.stringify(queryKey), state.data]));
}

Deno.test("server render: the public pages' first screen is drawn on the server from the page's own data, styled, its forms inert until the browser takes over", () =>
  withApp(async (t, token) => {
    const settings = await (await call(t, "GET", "/api/settings")).json();
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: { ...settings, name: "Acme & Sons" } })).status, 200);
    await t.deps.sql`insert into sliders (title, subtitle, image) values ('Learn by building', 'Six weeks, one project', 's.jpg')`;
    const [course] = await t.deps
      .sql`insert into courses (title, tagline) values ('</title><script>alert(1)</script>', 'Ship it') returning id`;
    await withSite(t, async (get) => {
      const home = await get("/");
      const drawn = drawing(home);
      assert.ok(drawn, "the home page is drawn");
      assert.match(drawn, /<h1 id="pub-home-title" class="sr-only">Acme &amp; Sons<\/h1>/);
      assert.match(drawn, /<p class="pub-slide-title">Learn by building<\/p>/, "the slides the page was handed");
      assert.match(drawn, /<header class="site-header/, "with the shell's header");
      assert.match(drawn, /class="remote-slot" data-remote="public"/, "and the remote's slot the browser looks for");
      assert.ok(
        hasElement(home, "link", { rel: "stylesheet", href: "/remotes/public/assets/App-1.css" }),
        "the remote's stylesheet is linked",
      );
      assert.ok(!/<script(?![^>]*\bsrc=)(?! type="application\/(ld\+)?json")/.test(home), "no inline script the CSP would refuse");
      // The page's code waits in a template for the first screen (the shell's first-screen.js starts it).
      const held = /<template data-entry="\/assets\/index-abc\.js">(.*?)<\/template>/s.exec(home)?.[1];
      assert.deepEqual(
        elementsOf(held ?? "", "link").filter((link) => link.attributes.rel === "modulepreload").map((link) => link.attributes.href),
        ["/assets/utils-1.js", "/assets/react-1.js", "/remotes/public/remoteEntry.js", "/remotes/public/assets/App-1.js"],
        "the shell's modules and the remote's",
      );
      const outside = home.replace(/<template\b.*?<\/template>/s, "");
      assert.ok(!outside.includes("modulepreload") && !outside.includes('type="module"'), "no code is fetched with the first screen");
      assert.ok(hasElement(outside, "script", { defer: "", src: "/first-screen.js" }), "but the script that starts it");
      assert.ok(
        hasElement(outside, "link", { rel: "stylesheet", crossorigin: "", href: "/assets/index-1.css" }),
        "and the shell's stylesheet",
      );

      const coursePageHtml = await get(`/courses/${course.id}`);
      const coursePage = drawing(coursePageHtml);
      assert.ok(coursePage);
      const handed = handedReads(coursePageHtml);
      assert.equal((handed['["settings"]'] as { name: string }).name, "Acme & Sons", "the shell starts with the settings");
      assert.deepEqual(
        handed[JSON.stringify(["courses", course.id])],
        await (await call(t, "GET", `/api/courses/${course.id}`)).json(),
        "and its course, as the API answers it",
      );
      assert.ok(!('["courses"]' in handed), "not the whole list: a course page hands one course");
      assert.ok(!('["sliders"]' in handed) && !('["home"]' in handed), "nor what its head alone read (the site's picture)");
      assert.match(coursePage, /<h1 id="pub-course-title">&lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/);
      assert.ok(!coursePage.includes("<script>alert(1)"), "admin-entered text is never markup");
      assert.match(drawing(await get("/courses"))!, /&lt;\/title&gt;&lt;script&gt;alert\(1\)/, "the course list the page was handed");
      // Until the browser's render its links work, its forms are inert and its buttons unavailable.
      const contact = drawing(await get("/contact"))!;
      assert.match(contact, /<form class="pub-form"[^>]* inert=""/);
      assert.ok(!/<(?!form\b)\w+[^>]*\sinert\b/.test(contact), "nothing else is inert");
      const buttons = [...contact.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);
      assert.ok(buttons.length > 0 && buttons.every((b) => (b.match(/aria-disabled="true"/g) ?? []).length === 1), buttons.join("\n"));
    });
  }));

Deno.test("server render: a drawn page holds every read its routes' loaders declare, and hands them to the browser", () =>
  withApp(async (t) => {
    // More than the home page shows (it is handed what it shows; the whole lists are their pages'),
    // each list's first as named: the oldest course and testimonial, the newest photo.
    await t.deps.sql`insert into gallery (image) select 'photo-' || n || '.jpg' from generate_series(2, 12) as n`;
    await t.deps.sql`insert into courses (title, tagline) values ('Cloud Basics', 'From zero to deployed')`;
    await t.deps.sql`insert into gallery (image, caption) values ('lab.jpg', 'Lab night')`;
    await t.deps.sql`insert into testimonials (name, content) values ('Asha', 'The projects got me hired.')`;
    await t.deps.sql`insert into courses (title) select 'Course ' || n from generate_series(2, 5) as n`;
    await t.deps.sql`insert into testimonials (name, content) select 'Student ' || n, 'Words.' from generate_series(2, 5) as n`;
    await withSite(t, async (get) => {
      const home = await get("/");
      const drawn = drawing(home);
      assert.ok(drawn, "the home page is drawn");
      // With scripts off this is all a visitor (or a crawler) gets: the sections whole, not "Loading".
      assert.match(drawn, /Cloud Basics/, "the home page's courses");
      assert.match(drawn, /lab\.jpg/, "its gallery");
      assert.match(drawn, /The projects got me hired\./, "its testimonials");
      const handed = handedReads(home);
      // The first 3 courses' cards, 8 photos (4 shown, 4 more on a click) and 3 testimonials, as asked of the API.
      for (const [key, first] of [[["courses", "cards"], 3], [["gallery"], 8], [["testimonials"], 3]] as const) {
        const rows = handed[JSON.stringify([...key, `first=${first}`])] as unknown[];
        assert.equal(rows.length, first, `${key}: what the page shows`);
        assert.deepEqual(rows, await (await call(t, "GET", `/api/${key.join("/")}?first=${first}`)).json(), `${key}: as the API answers`);
      }
      assert.deepEqual(
        Object.keys(handed).sort(),
        ['["courses","cards","first=3"]', '["gallery","first=8"]', '["home"]', '["settings"]', '["sliders"]', '["testimonials","first=3"]'],
        "every read of its loaders (the shell's settings, the home page's own), and nothing else",
      );
    });
  }));

// What the console sends of a course field that is not plain text, and what a visitor then reads.
const SENT_AS: Record<string, { sent: string; shown: string[] }> = {
  mode: { sent: "Hybrid", shown: ["Hybrid"] },
  curriculum: { sent: JSON.stringify([{ module: "module-shown", topics: ["topic-shown"] }]), shown: ["module-shown", "topic-shown"] },
  outcomes: { sent: JSON.stringify(["outcome-shown"]), shown: ["outcome-shown"] },
  // A batch's day is shown in words, and its fee not at all (the spec).
  batches: {
    sent: JSON.stringify([{ date: "2027-03-01", timing: "timing-shown", duration: "batch-duration-shown", fee: "4242" }]),
    shown: ["timing-shown", "batch-duration-shown"],
  },
  faqs: { sent: JSON.stringify([{ q: "question-shown", a: "answer-shown" }]), shown: ["question-shown", "answer-shown"] },
};

Deno.test("server render: every field the console writes of a course is shown to visitors, on its card or its own page", () =>
  withApp(async (t, token) => {
    // Each field of the course's schema, a new one included, is sent as a text of its own.
    const fields = Object.keys(CourseInput.shape).map((name) => ({
      name,
      ...(SENT_AS[name] ?? { sent: `${name}-shown`, shown: [`${name}-shown`] }),
    }));
    const res = await call(t, "POST", "/api/courses/add", { token, form: form(Object.fromEntries(fields.map((f) => [f.name, f.sent]))) });
    assert.equal(res.status, 201);
    const { course } = await res.json();
    await withSite(t, async (get) => {
      const seen = `${drawing(await get("/courses"))}${drawing(await get(`/courses/${course.id}`))}`;
      const unseen = fields.filter((f) => !f.shown.every((text) => seen.includes(text))).map((f) => f.name);
      assert.deepEqual(unseen, [], "fields no visitor sees");
    });
  }));

Deno.test("server render: rich text is sanitised on the server as in the browser", () =>
  withApp(async (t) => {
    // Written around the API (which sanitises on save): the drawing must still not carry it.
    await t.deps
      .sql`insert into about_content (id, title, content) values (1, 'About us', '<p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script>')
      on conflict (id) do update set content = excluded.content`;
    await withSite(t, async (get) => {
      const about = drawing(await get("/about"));
      assert.ok(about);
      assert.match(about, /<p>Hi<\/p>/);
      assert.ok(!/onerror|alert\(2\)|<img src="x"/.test(about), about);
    });
  }));

Deno.test("server render: the drawing is put in the page as drawn, so text inside an attribute stays inside it", () =>
  withApp(async (t) => {
    // The review's about text: markup inside a link's title, which a rewrite of the drawn HTML once
    // turned into real tags (a refresh to another site, a script).
    const title = `<button x><meta http-equiv=refresh content='1;url=https://attacker.example/'><img src=/favicon.svg onerror=alert(1)>`;
    await t.deps
      .sql`insert into about_content (id, title, content) values (1, 'About us', ${`<p><a href="https://example.com/" title="${title}">more</a></p>`})
      on conflict (id) do update set content = excluded.content`;
    await withSite(t, async (get) => {
      const page = await get("/about");
      const about = drawing(page);
      assert.ok(about);
      assert.ok(about.includes('href="https://example.com/"'), about);
      // No tag of the text's made it into the page (its data block carries the text as JSON).
      const html = page.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, "");
      assert.ok(!/<meta http-equiv|<img src="?\/favicon/i.test(html), html);
      assert.match(about, /<a href="https:\/\/example\.com\/" title="[^"<>]*">more<\/a>/, "the link keeps its one title");
      // Only the drawing's own buttons are marked, each once.
      const buttons = [...about.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);
      assert.ok(buttons.every((b) => (b.match(/aria-disabled="true"/g) ?? []).length === 1), buttons.join("\n"));
      assert.ok(!about.includes('aria-disabled="true""'), "no quote closes an attribute early");
    });
  }));

Deno.test("server render: pages the server cannot draw are left to the browser", () =>
  withApp(async (t) => {
    await withSite(t, async (get) => {
      const settings = await (await call(t, "GET", "/api/settings")).json();
      for (const path of ["/student-login", "/admin", "/courses/999999", "/no-such-page"]) {
        const html = await get(path);
        assert.equal(drawing(html), null, path);
        assert.deepEqual(handedReads(html)['["settings"]'], settings, `${path}: its chrome starts from the settings it is handed`);
        assert.match(html, /<div id="root"><\/div>/, path);
        assert.ok(!html.includes("/remotes/public/assets/App-1.css"), path);
        assert.ok(!html.includes("<template") && hasElement(html, "script", { type: "module", src: "/assets/index-abc.js" }), path);
        assert.ok(!html.includes("first-screen.js"), `${path}: its code starts at once, with nothing to wait for`);
      }
    });
    // A shell built before first-screen.js (an API redeployed first): its drawn pages start their code at once.
    await withSite(
      t,
      async (get) => {
        const home = await get("/");
        assert.ok(drawing(home), "still drawn");
        assert.ok(!home.includes("<template") && hasElement(home, "script", { type: "module", src: "/assets/index-abc.js" }));
      },
      undefined,
      INDEX.replace('<script defer src="/first-screen.js"></script>', ""),
    );
    // A release of the public remote is active: the server holds only the build deployed with it.
    await withSite(t, async (get) => assert.equal(drawing(await get("/")), null), {
      public: "/remotes/releases/public/2026-11-25-abc/mf-manifest.json",
    });
  }));

Deno.test("server render: a page is drawn and kept under its one address; another spelling is redirected there, never drawn", () =>
  withApp(async (t) => {
    await withSite(t, async (get) => {
      assert.ok(drawing(await get("/courses")));
      const kept = t.deps.cache.size().entries;
      // The review's poisoning: /courses/ was drawn empty and kept under /courses for everyone.
      for (const path of ["/courses/", "/courses//", "/courses///", "//courses", "/%63ourses"]) {
        assert.equal(drawing(await get(path)), null, path);
      }
      assert.equal(t.deps.cache.size().entries, kept, "the same page takes no more room in the cache");
      assert.ok(drawing(await get("/courses")), "the kept drawing is the page's own");
    });
  }));
