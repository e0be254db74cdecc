import assert from "node:assert/strict";
import { join } from "node:path";
import { decodeHTML } from "entities";
import { Hono } from "hono";
import { crawlerRoutes } from "./crawler-routes.ts";
import { describePage } from "./describe-page.ts";
import { shellPages } from "./shell-pages.ts";
import { remoteFiles } from "./web-files.ts";
import { keptPages } from "./kept-pages.ts";
import { builtFiles, webRoutes } from "./static.ts";
import { siteOrigin } from "../http/client-address.ts";
import { SITE_DETAILS } from "../testing/fixtures.ts";
import { drawnSite } from "../testing/drawn-site.ts";
import { elementsOf, hasElement } from "../../tests/html-elements.mjs";
import { call, form, json, tempDir, type TestApp, withApp } from "../testing/harness.ts";
import { SHARED_CACHE } from "../http/representations.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Institute</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The server's web part as production has it (a public page's head and status are its route's,
 * drawn with the built renders; pages kept between content changes) over a built shell of one
 * index.html, with the test app's database.
 */
async function site(t: TestApp, config: Partial<TestApp["deps"]["config"]> = {}, registry?: Record<string, string>) {
  const drawn = await drawnSite(t, INDEX, { registry });
  const deps = { ...t.deps, config: { ...t.deps.config, ...config } };
  const keep = keptPages(deps.cache, { origin: (c) => siteOrigin(deps, c), log: deps.log });
  const app = new Hono().route("/", crawlerRoutes(deps)).route(
    "/",
    webRoutes(drawn.roots, { describe: describePage(deps), render: drawn.render, keep }),
  );
  return {
    /** A path at http://academy.test, or a whole URL. */
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(path.startsWith("/") ? `http://academy.test${path}` : path, { headers }),
    /** The pages kept. */
    kept: () => keep.size().pages,
    remove: drawn.remove,
  };
}

// An ampersand in the name: escaped in the head, kept in the structured data.
const SETTINGS = { ...SITE_DETAILS, name: "Acme & Sons Academy" };

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const structured = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

/** A page's head as a crawler reads it: its title, its meta tags by name or property, its canonical link, its JSON-LD. */
function readHead(html: string) {
  const top = head(html);
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : decodeHTML(value);
  };
  const meta: Record<string, string | undefined> = {};
  for (const [tag] of top.matchAll(/<meta\b[^>]*>/g)) {
    const key = attribute(tag, "name") ?? attribute(tag, "property");
    if (key) meta[key] = attribute(tag, "content");
  }
  return {
    title: decodeHTML(/<title>([^<]*)<\/title>/.exec(top)?.[1] ?? ""),
    description: meta.description ?? "",
    canonical: attribute(/<link rel="canonical"[^>]*>/.exec(top)?.[0] ?? "", "href"),
    meta,
    structured: structured(top) as Record<string, unknown>[],
  };
}
type Head = ReturnType<typeof readHead>;

/** The preview tags repeat the page's title, description and address, with its picture, absolute under the site's address. */
function assertPreview(page: Head, origin: string) {
  const { meta } = page;
  assert.ok(page.description, "a meta description");
  assert.ok(page.description.length <= 160, page.description);
  assert.equal(meta["og:title"], page.title);
  assert.equal(meta["og:description"], page.description);
  assert.equal(meta["og:url"], page.canonical);
  assert.ok(meta["og:image"]?.startsWith(`${origin}/api/uploads/`), `og:image ${meta["og:image"]}`);
  assert.equal(meta["twitter:card"], "summary_large_image");
  assert.equal(meta["twitter:title"], page.title);
  assert.equal(meta["twitter:description"], page.description);
  assert.equal(meta["twitter:image"], meta["og:image"]);
}

const typesOf = (page: Head) => page.structured.map((data) => data["@type"]);

Deno.test("page heads: each page's title, description, canonical link, preview tags and structured data, made on the server", () =>
  withApp(async (t, token) => {
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: SETTINGS })).status, 200);
    const batches = [
      { date: "2026-12-01", timing: "10:00", duration: "6 weeks", fee: "₹20,000" },
      { date: "2027-01-10", timing: "", duration: "3 months", fee: "45000", mode: "Online" },
      { date: "soon", timing: "Weekends", duration: "4 to 6 weeks", fee: "Rs. 20,000 + 18% GST" },
    ];
    const [course] = await t.deps.sql`insert into courses (title, short_desc, image, mode, batches, faqs) values (
      '</title><script>alert(1)</script>', 'Learn <b>testing</b> & ship.', 'c.jpg', 'Hybrid', ${t.deps.sql.json(batches)},
      ${t.deps.sql.json([{ q: "Is it online?", a: "Partly." }])}) returning id`;
    await t.deps.sql`insert into sliders (title, image) values ('First slide', 's 1.jpg')`;
    const web = await site(t);
    try {
      const page = await web.get(`/courses/${course.id}`);
      assert.equal(page.status, 200);
      assert.equal(page.headers.get("cache-control"), SHARED_CACHE);
      const html = await page.text();
      const top = head(html);
      assert.equal(top.match(/<title>/g)?.length, 1, "the placeholder title is replaced");
      assert.ok(!top.includes('content="placeholder"'));
      assert.ok(top.includes("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Acme &amp; Sons Academy</title>"));
      assert.ok(!html.includes("<script>alert(1)"), "admin-entered text is never markup");
      assert.ok(top.includes('content="Learn testing &amp; ship."'));
      assert.ok(hasElement(top, "meta", { name: "description", content: "Learn testing & ship." }));
      assert.ok(hasElement(top, "link", { rel: "canonical", href: `http://academy.test/courses/${course.id}` }));
      assert.ok(hasElement(top, "meta", { property: "og:image", content: "http://academy.test/api/uploads/courses/c.jpg" }));
      assert.ok(hasElement(top, "meta", { name: "twitter:card", content: "summary_large_image" }));
      const data = structured(html);
      assert.deepEqual(data.map((d) => d["@type"]), ["EducationalOrganization", "Course", "FAQPage", "BreadcrumbList"]);
      assert.equal(data[0].name, SETTINGS.name, "the organization is the institute of Settings");
      assert.equal(data[0].telephone, "+91 80 1234 5678");
      const instance = { "@type": "CourseInstance", courseMode: "blended" };
      // Each batch has a fee, which the page does not show: no instance offers one.
      assert.deepEqual(data[1].hasCourseInstance, [
        { ...instance, startDate: "2026-12-01", courseSchedule: { "@type": "Schedule", description: "10:00", duration: "P6W" } },
        // A batch taught otherwise than its course says so.
        { ...instance, courseMode: "online", startDate: "2027-01-10", courseSchedule: { "@type": "Schedule", duration: "P3M" } },
        // A length in other words than "N weeks" is no ISO 8601 duration.
        { ...instance, courseSchedule: { "@type": "Schedule", description: "Weekends" } },
      ]);
      assert.equal(data[2].mainEntity[0].name, "Is it online?");
      assert.deepEqual(data[3].itemListElement.map((i: { name: string }) => i.name).slice(0, 2), ["Home", "Courses"]);

      const homeHtml = await (await web.get("/")).text();
      const homePage = head(homeHtml);
      assert.ok(homePage.includes("<title>Acme &amp; Sons Academy: Courses that get you hired.</title>"));
      // The home page fetches its first slide from the head (its reads are handed by its drawing: server_render_test.ts).
      const widths = [320, 640, 960, 1600].map((w) => `/api/uploads/sliders/s%201.jpg.w${w}.webp ${w}w`).join(", ");
      const firstSlide = { rel: "preload", as: "image", imagesrcset: widths, imagesizes: "100vw", fetchpriority: "high" };
      assert.ok(hasElement(homePage, "link", firstSlide));
      assert.ok(!hasElement(head(html), "link", { rel: "preload", as: "image" }), "a course page preloads no slide");
      // Another spelling is sent to the page's own address, which names itself.
      const moved = await web.get("/courses/");
      assert.equal(moved.status, 301);
      assert.equal(moved.headers.get("location"), "/courses");
      const courses = head(await (await web.get("/courses")).text());
      assert.ok(courses.includes("<title>Courses | Acme &amp; Sons Academy</title>"));
      assert.deepEqual(elementsOf(courses, "link").filter((l) => l.attributes.rel === "canonical").map((l) => l.attributes.href), [
        "http://academy.test/courses",
      ], "one canonical address");
    } finally {
      await web.remove();
    }
  }));

/** The institute in every indexed page's JSON-LD, from Settings, with the site's address. */
function assertOrganization(page: Head, origin: string) {
  const organization = page.structured.find((data) => data["@type"] === "EducationalOrganization");
  assert.deepEqual(organization, {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: SETTINGS.name,
    description: SETTINGS.description,
    url: `${origin}/`,
    telephone: SETTINGS.phone,
    email: SETTINGS.email,
    address: SETTINGS.address,
    hasMap: SETTINGS.map_url,
    sameAs: SETTINGS.social,
  });
}

Deno.test("page heads of / and /courses: title, description, canonical link, preview tags and the institute's JSON-LD, as a crawler reads them", () =>
  withApp(async (t, token) => {
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: SETTINGS })).status, 200);
    await t.deps.sql`insert into courses (title, image) values
      ('Java', null), ('Python', 'py.jpg'), ('Cloud', 'cloud.jpg'), ('Testing', null)`;
    await t.deps.sql`insert into sliders (title, image) values ('First slide', 's1.jpg'), ('Second slide', 's2.jpg')`;
    const web = await site(t);
    const origin = "http://academy.test";
    try {
      const home = readHead(await (await web.get("/")).text());
      assert.equal(home.title, "Acme & Sons Academy: Courses that get you hired.");
      assert.equal(home.description, "Courses that get you hired.");
      assert.equal(home.canonical, `${origin}/`);
      assert.equal(home.meta["og:image"], `${origin}/api/uploads/sliders/s1.jpg`, "the first slide");
      assert.equal(home.meta["og:site_name"], SETTINGS.name);
      assertPreview(home, origin);
      assert.deepEqual(typesOf(home), ["EducationalOrganization"], "no breadcrumb on the home page");
      assertOrganization(home, origin);

      const courses = readHead(await (await web.get("/courses")).text());
      assert.equal(courses.title, "Courses | Acme & Sons Academy");
      assert.equal(
        courses.description,
        "Courses at Acme & Sons Academy: Java, Python, Cloud and more. See each one's curriculum, batches and FAQs.",
        "names the first courses offered",
      );
      assert.equal(courses.canonical, `${origin}/courses`);
      assert.equal(courses.meta["og:image"], `${origin}/api/uploads/courses/py.jpg`, "the first course with a picture");
      assertPreview(courses, origin);
      assert.deepEqual(typesOf(courses), ["EducationalOrganization"], "the page shows no breadcrumb, so its head has none");
      assertOrganization(courses, origin);
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: each public page describes itself in at most 160 characters, and every preview has a picture", () =>
  withApp(async (t, token) => {
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: SETTINGS })).status, 200);
    const words = "The mentors reviewed every line of my capstone project and the mock interviews got me ready. ".repeat(3);
    await t.deps.sql`insert into testimonials (name, content) values ('Asha', ${words}), ('Ravi', 'Great labs.')`;
    await t.deps.sql`insert into gallery (image) values ('older.jpg')`;
    await t.deps.sql`insert into gallery (image) values ('newest.jpg')`;
    await t.deps.sql`insert into home_content (id, content, image) values (1, '<p>Welcome.</p>', 'home.jpg')`;
    await t.deps.sql`insert into about_content (id, content) values (1, '<h2>Who we are</h2><p>Trainers since 2012.</p>')`;
    const [plain] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const web = await site(t);
    const origin = "http://academy.test";
    const read = async (path: string) => readHead(await (await web.get(path)).text());
    try {
      const expected: Record<string, string> = {
        "/about": "Who we are. Trainers since 2012.",
        "/gallery": "Photos from Acme & Sons Academy, 2 in all.",
        "/contact":
          "Contact Acme & Sons Academy: call +91 80 1234 5678; write to hello@acme.example; visit us at 1 Main Road, Pune; open Mon to Sat, 9 to 7.",
        "/inquiry": "Ask Acme & Sons Academy about a course or a batch: send your question and how to reach you.",
        "/courses": "Courses at Acme & Sons Academy: Java. See each one's curriculum, batches and FAQs.",
        [`/courses/${plain.id}`]: "Java, a course at Acme & Sons Academy.",
      };
      const seen = new Set<string>();
      for (const path of ["/about", "/courses", "/gallery", "/testimonials", "/contact", "/inquiry", `/courses/${plain.id}`]) {
        const page = await read(path);
        if (expected[path]) assert.equal(page.description, expected[path], path);
        assert.notEqual(page.description, SETTINGS.description, `${path} has a description of its own`);
        seen.add(page.description);
        assertPreview(page, origin);
        const types = typesOf(page);
        assert.equal(types[0], "EducationalOrganization", path);
        assert.equal(types.includes("BreadcrumbList"), path.startsWith("/courses/"), `${path}: a breadcrumb only where the page shows one`);
        const picture = path === "/gallery" ? "gallery/newest.jpg" : "home/home.jpg";
        assert.equal(page.meta["og:image"], `${origin}/api/uploads/${picture}`, `${path}: its own picture, else the site's`);
      }
      assert.equal(seen.size, 7, "no two pages share a description");

      const testimonials = await read("/testimonials");
      // The first student's words, cut to fit, the quote closed.
      assert.match(testimonials.description, /^What students say about Acme & Sons Academy: “The mentors reviewed .*…”$/);

      // The site's picture is the first slide's once there is one.
      await t.deps.sql`insert into sliders (title, image) values ('Slide', 's1.jpg')`;
      await t.deps.cache.invalidate("sliders");
      assert.equal((await read("/contact")).meta["og:image"], `${origin}/api/uploads/sliders/s1.jpg`);
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads and the sitemap: behind a trusted proxy the address takes the scheme it reports; PUBLIC_URL comes first", () =>
  withApp(async (t) => {
    await t.deps.sql`insert into courses (title) values ('Java')`;
    const canonical = async (web: Awaited<ReturnType<typeof site>>, headers: Record<string, string>) =>
      readHead(await (await web.get("/courses", headers)).text()).canonical;
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "elsewhere.example" };
    const trusting = await site(t, { TRUST_PROXY: true });
    const direct = await site(t);
    const configured = await site(t, { TRUST_PROXY: true, PUBLIC_URL: "https://academy.example" });
    try {
      assert.equal(
        await canonical(trusting, forwarded),
        "https://academy.test/courses",
        "TLS ended at the proxy; the host is the request's",
      );
      assert.equal(
        await canonical(trusting, { "X-Forwarded-Proto": "http, https" }),
        "https://academy.test/courses",
        "the nearest proxy's word",
      );
      assert.equal(await canonical(trusting, { "X-Forwarded-Proto": "gopher" }), "http://academy.test/courses", "only http or https");
      assert.equal(await canonical(trusting, {}), "http://academy.test/courses");
      assert.equal(
        await canonical(direct, forwarded),
        "http://academy.test/courses",
        "without TRUST_PROXY the header is the caller's own word",
      );
      assert.equal(await canonical(configured, { "X-Forwarded-Proto": "http" }), "https://academy.example/courses");

      const sitemap = await (await trusting.get("/sitemap.xml", forwarded)).text();
      assert.ok(sitemap.includes("<loc>https://academy.test/courses</loc>"), sitemap);
      assert.ok((await (await trusting.get("/robots.txt", forwarded)).text()).includes("Sitemap: https://academy.test/sitemap.xml"));
    } finally {
      await Promise.all([trusting, direct, configured].map((web) => web.remove()));
    }
  }));

Deno.test("page heads: without PUBLIC_URL each host the request names gets its own address, and made-up hosts take no room in the cache", () =>
  withApp(async (t) => {
    const [{ id }] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Java') returning id`;
    const web = await site(t);
    try {
      const read = async (origin: string, path: string) => readHead(await (await web.get(`${origin}${path}`)).text());
      for (const path of ["/courses", `/courses/${id}`]) await read("http://academy.test", path);
      const held = t.deps.cache.size();
      for (let i = 0; i < 20; i++) {
        const origin = `http://made-up-${i}.example`;
        const page = await read(origin, `/courses/${id}`);
        assert.equal(page.canonical, `${origin}/courses/${id}`);
        assert.equal(page.meta["og:url"], `${origin}/courses/${id}`);
        assert.ok(JSON.stringify(page.structured).includes(`"${origin}/"`), "the organization's address");
        assert.ok(!JSON.stringify(page.structured).includes("academy.test"), "nothing of another host's page");
        assert.equal((await read(origin, "/courses")).canonical, `${origin}/courses`);
      }
      assert.deepEqual(t.deps.cache.size(), held, "the same entries, whatever the host");
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: while a release of the public site is live (drawn in the browser), each page keeps its own head and status", () =>
  withApp(async (t) => {
    await t.deps.sql`insert into courses (title) values ('Java')`;
    const web = await site(t, {}, { public: "/remotes/releases/public/2026-11-25-abc/mf-manifest.json" });
    try {
      const page = await (await web.get("/courses")).text();
      assert.match(page, /<div id="root"><\/div>/, "not drawn: the release's code draws it");
      const courses = readHead(page);
      assert.equal(courses.title, "Courses | Institute");
      assert.equal(courses.description, "Courses at Institute: Java. See each one's curriculum, batches and FAQs.");
      assert.equal(courses.canonical, "http://academy.test/courses");
      const missing = await web.get("/courses/999999");
      assert.equal(missing.status, 404);
      assert.ok(hasElement(await missing.text(), "meta", { name: "robots", content: "noindex" }));
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: an unknown course and an unknown page answer 404 with noindex; the portal and console are noindex", () =>
  withApp(async (t) => {
    const web = await site(t);
    try {
      for (const path of ["/courses/999999", "/no-such-page"]) {
        const res = await web.get(path);
        assert.equal(res.status, 404, path);
        const html = await res.text();
        assert.ok(hasElement(html, "meta", { name: "robots", content: "noindex" }));
        assert.match(html, /<div id="root">/, "the shell still loads: the client shows its own page");
      }
      for (const path of ["/student-login", "/student-register", "/student-profile", "/admin", "/admin/courses", "/student-reset"]) {
        const res = await web.get(path);
        assert.equal(res.status, 200, path);
        const top = head(await res.text());
        assert.match(top, /noindex/, path);
        assert.ok(!top.includes("canonical"), path);
      }
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads are kept until content changes, and an unknown path is never kept", () =>
  withApp(async (t, token) => {
    const web = await site(t);
    const title = async (path: string) => /<title>(.*?)<\/title>/.exec(await (await web.get(path)).text())?.[1];
    try {
      const [course] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
      assert.equal(await title(`/courses/${course.id}`), "Java | Institute");
      await t.deps.sql`update courses set title = 'Kotlin' where id = ${course.id}`;
      assert.equal(await title(`/courses/${course.id}`), "Java | Institute", "a repeated page is answered from memory");
      const missing = course.id + 1;
      assert.equal((await web.get(`/courses/${missing}`)).status, 404);
      await t.deps.sql`insert into courses (id, title) values (${missing}, 'Rust')`;
      assert.equal((await web.get(`/courses/${missing}`)).status, 200, "a 404 is made again on the next request");

      const saved = await call(t, "PUT", "/api/settings", {
        token,
        json: { ...(await json(await call(t, "GET", "/api/settings"))), name: "Acme" },
      });
      assert.equal(saved.status, 200);
      // Made again: the new name. The course is as the API's own read of it says, which holds until a
      // write through the API changes the course (sitemap.xml's test edits one).
      assert.equal(await title(`/courses/${course.id}`), "Java | Acme", "any write through the API drops the kept pages");
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads name the page's remote modules from remotes.json and its manifest, so they load with the shell's", () =>
  withApp(async (t) => {
    const dir = await tempDir();
    try {
      const shell = join(dir.path, "shell");
      const remotes = { public: join(dir.path, "public"), portal: join(dir.path, "portal") };
      for (const path of [shell, ...Object.values(remotes)]) await Deno.mkdir(path, { recursive: true });
      await Deno.writeTextFile(join(shell, "index.html"), INDEX);
      await Deno.writeTextFile(
        join(shell, "remotes.json"),
        JSON.stringify({ public: "/remotes/public/mf-manifest.json", portal: "https://cdn.example/portal/mf-manifest.json" }),
      );
      const manifest = (app: string[]) =>
        JSON.stringify({
          metaData: { remoteEntry: { name: "remoteEntry.js", path: "" } },
          exposes: [{ name: "App", path: "./App", assets: { js: { sync: app, async: ["assets/Later-1.js"] } } }],
        });
      await Deno.writeTextFile(join(remotes.public, "mf-manifest.json"), manifest(["assets/App-1.js", "assets/<x>.js"]));
      // Its files read on every request, so the manifest's removal below is seen by the next one.
      const app = new Hono().route(
        "/",
        webRoutes({ shell, remotes }, { describe: describePage(t.deps), files: builtFiles({ shell, remotes }, 0) }),
      );
      const preloads = async (path: string) =>
        elementsOf(await (await app.request(`http://academy.test${path}`)).text(), "link")
          .filter((link) => link.attributes.rel === "modulepreload").map((link) => link.attributes.href);

      assert.deepEqual(await preloads("/courses"), ["/remotes/public/remoteEntry.js", "/remotes/public/assets/App-1.js"]);
      assert.deepEqual(await preloads("/no-such-page"), [], "a 404 names none");
      assert.deepEqual(await preloads("/student-login"), [], "a remote served from elsewhere is not named");

      // The registry is handed to every page, and the manifest of the page's own remote when it is this site's.
      const handed = async (path: string) => {
        const html = await (await app.request(`http://academy.test${path}`)).text();
        return JSON.parse(html.match(/<script type="application\/json" id="institute-page-data">(.*?)<\/script>/s)![1]);
      };
      const courses = await handed("/courses");
      assert.deepEqual(courses["/remotes.json"], {
        public: "/remotes/public/mf-manifest.json",
        portal: "https://cdn.example/portal/mf-manifest.json",
      });
      assert.deepEqual(courses["/remotes/public/mf-manifest.json"].exposes[0].assets.js.sync, ["assets/App-1.js", "assets/<x>.js"]);
      const login = await handed("/student-login");
      assert.ok(login["/remotes.json"], "handed on a page whose remote is elsewhere too");
      assert.deepEqual(Object.keys(login).filter((key) => key.endsWith("mf-manifest.json")), [], "but not a manifest from elsewhere");
      await Deno.remove(join(remotes.public, "mf-manifest.json"));
      const page = await app.request("http://academy.test/");
      assert.equal(page.status, 200, "a missing manifest names none and fails nothing");
      assert.ok(!(await page.text()).includes("modulepreload"));
    } finally {
      await dir.remove();
    }
  }));

Deno.test("robots.txt and sitemap.xml name the public pages and each course with its last change, at PUBLIC_URL", () =>
  withApp(async (t, token) => {
    const added = await json(await call(t, "POST", "/api/courses/add", { token, form: form({ title: "Java" }) }));
    const web = await site(t, { PUBLIC_URL: "https://academy.example" });
    try {
      const robots = await (await web.get("/robots.txt")).text();
      for (const line of ["Allow: /", "Disallow: /admin", "Disallow: /resources", "Disallow: /student-profile", "Disallow: /api/"]) {
        assert.ok(robots.split("\n").includes(line), line);
      }
      assert.ok(robots.includes("Sitemap: https://academy.example/sitemap.xml"));
      const sitemap = await web.get("/sitemap.xml");
      assert.match(sitemap.headers.get("content-type") ?? "", /application\/xml/);
      const body = await sitemap.text();
      for (const path of ["/", "/about", "/courses", "/gallery", "/testimonials", "/contact", "/inquiry", "/privacy"]) {
        assert.ok(body.includes(`<loc>https://academy.example${path}</loc>`), path);
      }
      assert.match(body, new RegExp(`<loc>https://academy.example/courses/${added.course.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
      assert.ok(!body.includes("/admin") && !body.includes("/student"));
      const page = head(await (await web.get("/about")).text());
      assert.ok(hasElement(page, "link", { rel: "canonical", href: "https://academy.example/about" }));
    } finally {
      await web.remove();
    }
  }));

Deno.test("the web manifest names the institute as its settings say, and the icons the shell's build draws", () =>
  withApp(async (t, token) => {
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: SETTINGS })).status, 200);
    const web = await site(t);
    try {
      const answer = await web.get("/manifest.webmanifest");
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get("content-type"), "application/manifest+json");
      const manifest = await answer.json();
      assert.equal(manifest.name, "Acme & Sons Academy");
      assert.equal(manifest.description, SETTINGS.description);
      assert.equal(manifest.start_url, "/");
      assert.deepEqual(
        manifest.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`),
        ["/icon-192.png 192x192", "/icon-512.png 512x512"],
      );
    } finally {
      await web.remove();
    }
  }));

Deno.test("sitemap.xml: editing a course moves its last change, and the course's kept page is made again", () =>
  withApp(async (t, token) => {
    const { course } = await json(await call(t, "POST", "/api/courses/add", { token, form: form({ title: "Java" }) }));
    // A day back, so the edit's time is later whatever the clock's resolution.
    await t.deps.sql`update courses set updated_at = updated_at - interval '1 day' where id = ${course.id}`;
    const web = await site(t);
    const lastChange = async () => {
      const sitemap = await (await web.get("/sitemap.xml")).text();
      return Date.parse(new RegExp(`/courses/${course.id}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1] ?? "");
    };
    const title = async () => readHead(await (await web.get(`/courses/${course.id}`)).text()).title;
    try {
      const before = await lastChange();
      assert.equal(await title(), "Java | Institute");
      const edit = await call(t, "PUT", `/api/courses/update/${course.id}`, { token, form: form({ title: "Kotlin" }) });
      assert.equal(edit.status, 200);
      await edit.body?.cancel();
      const after = await lastChange();
      assert.ok(after > before, `${new Date(before).toISOString()} -> ${new Date(after).toISOString()}`);
      assert.equal(await title(), "Kotlin | Institute");
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: each page of the gallery is its own canonical address, kept once whatever else its query says", () =>
  withApp(async (t) => {
    // Three pages of six.
    await t.deps.sql`insert into gallery (image) select 'p' || n || '.jpg' from generate_series(1, 13) n`;
    const web = await site(t);
    try {
      const cases: [string, string][] = [
        ["/gallery", "/gallery"],
        ["/gallery?page=1", "/gallery"],
        ["/gallery?page=2", "/gallery?page=2"],
        ["/gallery/?utm_source=x&page=3", "/gallery?page=3"],
        // The gallery page reads it as page 3 too.
        ["/gallery?page=03", "/gallery?page=3"],
        // Past the end the gallery shows its last page.
        ["/gallery?page=4", "/gallery?page=3"],
        ["/gallery?page=99999999999", "/gallery?page=3"],
        ...["", "abc", "0", "-2", "1.5"].map((page): [string, string] => [`/gallery?page=${page}`, "/gallery"]),
      ];
      for (const [path, canonical] of cases) {
        let answer = await web.get(path);
        // A trailing slash is another spelling of the address: sent to the page's own first.
        if (path.startsWith("/gallery/")) {
          assert.equal(answer.status, 301, path);
          assert.equal(answer.headers.get("location"), path.replace("/gallery/", "/gallery"), path);
          answer = await web.get(answer.headers.get("location")!);
        }
        const page = readHead(await answer.text());
        assert.equal(page.canonical, `http://academy.test${canonical}`, path);
        assert.equal(page.meta["og:url"], page.canonical, path);
      }
      assert.equal(web.kept(), 1, "one page kept at the plain address: those with a query are kept apart, under their queries");
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: a course's number written with leading zeros is a permanent redirect to the course's address", () =>
  withApp(async (t) => {
    const [course] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const web = await site(t);
    try {
      const moved: [string, string][] = [
        [`/courses/00${course.id}`, `/courses/${course.id}`],
        [`/courses/0${course.id}/?utm_source=x`, `/courses/${course.id}?utm_source=x`],
      ];
      for (const [path, location] of moved) {
        const res = await web.get(path);
        assert.equal(res.status, 301, path);
        assert.equal(res.headers.get("location"), location, path);
        await res.body?.cancel();
      }
      assert.equal((await web.get("/courses/000")).status, 404, "zeros alone name no course");
      // A number past the id column's range names no course: a 404, never the database's error.
      for (const path of ["/courses/2147483648", "/courses/02147483648", "/courses/9999999999"]) {
        const res = await web.get(path);
        assert.equal(res.status, 404, path);
        await res.body?.cancel();
      }
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads: another spelling of a page's address is a permanent redirect to its own, and takes no room in the cache", () =>
  withApp(async (t) => {
    const [course] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const web = await site(t);
    try {
      for (const path of ["/", "/about", "/testimonials", `/courses/${course.id}`]) assert.equal((await web.get(path)).status, 200, path);
      const kept = t.deps.cache.size().entries;
      const moved: [string, string][] = [
        [`/courses/${course.id}/`, `/courses/${course.id}`],
        [`/courses//${course.id}`, `/courses/${course.id}`],
        ["/about/", "/about"],
        ["//about", "/about"],
        ["/%74estimonials", "/testimonials"],
        ["/%74%65stimonials/?utm_source=x", "/testimonials?utm_source=x"],
        [`/courses/0${course.id}/`, `/courses/${course.id}`],
      ];
      for (const [path, location] of moved) {
        const res = await web.get(path);
        assert.equal(res.status, 301, path);
        assert.equal(res.headers.get("location"), location, path);
        await res.body?.cancel();
      }
      assert.equal(t.deps.cache.size().entries, kept, "no spelling took an entry of its own");
      assert.equal(web.kept(), 4, "nor a kept page");
    } finally {
      await web.remove();
    }
  }));

Deno.test("page heads behind another server (compose): index.html is read from it, revalidated by ETag, kept while it is down", () =>
  withApp(async (t) => {
    let version = "v1";
    const asked: number[] = [];
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
      // Only the shell's page is served here: the remotes' files are another test's.
      if (new URL(req.url).pathname !== "/index.html") return new Response("no such file", { status: 404 });
      const etag = `"${version}"`;
      const fresh = req.headers.get("If-None-Match") !== etag;
      asked.push(fresh ? 200 : 304);
      return fresh
        ? new Response(INDEX.replace("index-abc.js", `index-${version}.js`), { headers: { ETag: etag } })
        : new Response(null, { status: 304 });
    });
    const page = async (path: string, revalidateMs: number) => {
      const res = await new Hono().route("/", shellPages({ describe: describePage(t.deps), files: index(revalidateMs) })).request(
        `http://academy.test${path}`,
      );
      return { status: res.status, html: await res.text() };
    };
    const copies = new Map<number, ReturnType<typeof remoteFiles>>();
    const index = (ms: number) =>
      copies.get(ms) ?? copies.set(ms, remoteFiles(`http://127.0.0.1:${server.addr.port}/index.html`, t.deps.log, ms)).get(ms)!;
    try {
      const first = await page("/courses", 60_000);
      assert.equal(first.status, 200);
      assert.ok(first.html.includes("<title>Courses | Institute</title>") && first.html.includes("/assets/index-v1.js"));
      await page("/gallery", 60_000);
      assert.deepEqual(asked, [200], "within its time the copy serves the next pages");
      assert.equal(
        (await new Hono().route("/", shellPages({ describe: describePage(t.deps), files: index(0) })).request("http://academy.test/api/x"))
          .status,
        404,
      );

      await page("/about", 0);
      await page("/about", 0);
      version = "v2";
      assert.ok((await page("/about", 0)).html.includes("/assets/index-v2.js"), "a new deploy is seen");
      assert.deepEqual(asked, [200, 200, 304, 200], "revalidated with its ETag");

      await server.shutdown();
      const kept = await page("/contact", 0);
      assert.equal(kept.status, 200, "the last copy serves while the server is down");
      assert.ok(kept.html.includes("/assets/index-v2.js"));
    } finally {
      await server.shutdown().catch(() => {});
    }
  }));
