import assert from "node:assert/strict";
import { join } from "node:path";
import { Hono } from "hono";
import { crawlerRoutes } from "../web/crawler-routes.ts";
import { describePage } from "../web/describe-page.ts";
import { shellPages } from "../web/shell-pages.ts";
import { remoteFiles } from "../web/web-files.ts";
import { webRoutes } from "../web/static.ts";
import { call, json, tempDir, type TestApp, withApp } from "./harness.ts";

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

/** The server's web part over a built shell of one index.html, with the test app's database. */
async function site(t: TestApp, config: Partial<TestApp["deps"]["config"]> = {}) {
  const dir = await tempDir();
  await Deno.writeTextFile(join(dir.path, "index.html"), INDEX);
  const deps = { ...t.deps, config: { ...t.deps.config, ...config } };
  const app = new Hono().route("/", crawlerRoutes(deps)).route(
    "/",
    webRoutes({ shell: dir.path, remotes: {} }, { describe: describePage(deps) }),
  );
  return { get: (path: string) => app.request(`http://academy.test${path}`), remove: dir.remove };
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const structured = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

Deno.test("page heads: each page's title, description, canonical link, preview tags and structured data, made on the server", () =>
  withApp(async (t, token) => {
    const settings = {
      name: "Acme & Sons Academy",
      description: "Courses that get you hired.",
      phone: "+91 80 1234 5678",
      whatsapp: "918012345678",
      email: "hello@acme.example",
      address: "1 Main Road, Pune",
      map_url: "",
      hours: "",
      social: ["https://www.linkedin.com/company/acme"],
    };
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: settings })).status, 200);
    const [course] = await t.deps.sql`insert into courses (title, short_desc, image, batches, faqs) values (
      '</title><script>alert(1)</script>', 'Learn <b>testing</b> & ship.', 'c.jpg',
      ${t.deps.sql.json([{ date: "2026-12-01", timing: "10:00", duration: "6 weeks", fee: "₹20,000" }])},
      ${t.deps.sql.json([{ q: "Is it online?", a: "Partly." }])}) returning id`;
    await t.deps.sql`insert into sliders (title, image) values ('First slide', 's 1.jpg')`;
    const web = await site(t);
    try {
      const page = await web.get(`/courses/${course.id}`);
      assert.equal(page.status, 200);
      assert.equal(page.headers.get("cache-control"), "no-cache");
      const html = await page.text();
      const top = head(html);
      assert.equal(top.match(/<title>/g)?.length, 1, "the placeholder title is replaced");
      assert.ok(!top.includes('content="placeholder"'));
      assert.ok(top.includes("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Acme &amp; Sons Academy</title>"));
      assert.ok(!html.includes("<script>alert(1)"), "admin-entered text is never markup");
      assert.ok(top.includes('<meta name="description" content="Learn testing &amp; ship." />'));
      assert.ok(top.includes(`<link rel="canonical" href="http://academy.test/courses/${course.id}" />`));
      assert.ok(top.includes('<meta property="og:image" content="http://academy.test/api/uploads/courses/c.jpg" />'));
      assert.ok(top.includes('<meta name="twitter:card" content="summary_large_image" />'));
      const data = structured(html);
      assert.deepEqual(data.map((d) => d["@type"]), ["EducationalOrganization", "Course", "FAQPage", "BreadcrumbList"]);
      assert.equal(data[0].telephone, "+91 80 1234 5678");
      assert.equal(data[1].hasCourseInstance[0].startDate, "2026-12-01");
      assert.equal(data[2].mainEntity[0].name, "Is it online?");
      assert.deepEqual(data[3].itemListElement.map((i: { name: string }) => i.name).slice(0, 2), ["Home", "Courses"]);
      const embedded = (page: string) =>
        JSON.parse(/<script type="application\/json" id="institute-page-data">(.*?)<\/script>/.exec(page)![1]);
      assert.deepEqual(
        embedded(html),
        { "/api/settings": settings, [`/api/courses/${course.id}`]: await json(await call(t, "GET", `/api/courses/${course.id}`)) },
        "the shell starts with the settings and the page's course, as the API answers them",
      );

      const homeHtml = await (await web.get("/")).text();
      const homePage = head(homeHtml);
      assert.ok(homePage.includes("<title>Acme &amp; Sons Academy: Courses that get you hired.</title>"));
      // The home page starts with its slides and text as the API answers them, and fetches its first slide from the head.
      const handed = embedded(homeHtml);
      assert.deepEqual(Object.keys(handed).sort(), ["/api/home", "/api/settings", "/api/sliders"]);
      assert.deepEqual(handed["/api/sliders"], await (await call(t, "GET", "/api/sliders")).json());
      assert.deepEqual(handed["/api/home"], await (await call(t, "GET", "/api/home")).json());
      const widths = [320, 640, 960, 1600].map((w) => `/api/uploads/sliders/s%201.jpg.w${w}.webp ${w}w`).join(", ");
      assert.ok(homePage.includes(`<link rel="preload" as="image" imagesrcset="${widths}" imagesizes="100vw" fetchpriority="high" />`));
      assert.ok(!head(html).includes('rel="preload" as="image"'), "a course page preloads no slide");
      const courses = head(await (await web.get("/courses/")).text());
      assert.ok(courses.includes("<title>Courses | Acme &amp; Sons Academy</title>"));
      assert.ok(courses.includes('<link rel="canonical" href="http://academy.test/courses" />'), "one canonical address");
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
        assert.match(html, /<meta name="robots" content="noindex" \/>/);
        assert.match(html, /<div id="root">/, "the shell still loads: the client shows its own page");
      }
      for (const path of ["/student-login", "/student-profile", "/admin", "/admin/courses", "/student-reset"]) {
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
      assert.equal(await title(`/courses/${course.id}`), "Kotlin | Acme", "any write through the API drops the kept pages");
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
      const app = new Hono().route("/", webRoutes({ shell, remotes }, { describe: describePage(t.deps) }));
      const preloads = async (path: string) =>
        [...(await (await app.request(`http://academy.test${path}`)).text()).matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)]
          .map((m) => m[1]);

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
    const added = await json(
      await call(t, "POST", "/api/courses/add", {
        token,
        form: (() => {
          const f = new FormData();
          f.append("title", "Java");
          return f;
        })(),
      }),
    );
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
      for (const path of ["/", "/about", "/courses", "/gallery", "/testimonials", "/contact"]) {
        assert.ok(body.includes(`<loc>https://academy.example${path}</loc>`), path);
      }
      assert.match(body, new RegExp(`<loc>https://academy.example/courses/${added.course.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
      assert.ok(!body.includes("/admin") && !body.includes("/student"));
      const page = head(await (await web.get("/about")).text());
      assert.ok(page.includes('<link rel="canonical" href="https://academy.example/about" />'));
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
        ? new Response(INDEX.replace("</body>", `<!-- ${version} --></body>`), { headers: { ETag: etag } })
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
      assert.ok(first.html.includes("<title>Courses | Institute</title>") && first.html.includes("<!-- v1 -->"));
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
      assert.ok((await page("/about", 0)).html.includes("<!-- v2 -->"), "a new deploy is seen");
      assert.deepEqual(asked, [200, 200, 304, 200], "revalidated with its ETag");

      await server.shutdown();
      const kept = await page("/contact", 0);
      assert.equal(kept.status, 200, "the last copy serves while the server is down");
      assert.ok(kept.html.includes("<!-- v2 -->"));
    } finally {
      await server.shutdown().catch(() => {});
    }
  }));
