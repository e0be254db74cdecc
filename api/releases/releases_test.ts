import assert from "node:assert/strict";
import { call, json, type TestApp, withApp } from "../testing/harness.ts";
import { activeBuilds, pruneReleases, setActive } from "./queries.ts";

const encoder = new TextEncoder();

/** A build as Vite and the federation plugin write it: a manifest exposing ./App, its entry and chunks. */
function buildFiles(remote: string, build: string, { exposes = true, name = remote } = {}): Record<string, string> {
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: "remoteEntry.js", path: "", type: "module" } },
    shared: [],
    remotes: [],
    exposes: exposes
      ? [{
        id: `${name}:App`,
        name: "App",
        path: "./App",
        assets: { js: { sync: [`assets/App-${build}.js`], async: [] }, css: { sync: ["assets/App.css"], async: [] } },
      }]
      : [],
  };
  return {
    "mf-manifest.json": JSON.stringify(manifest),
    "remoteEntry.js": `export const build = ${JSON.stringify(build)};`,
    [`assets/App-${build}.js`]: `export default () => ${JSON.stringify(build)};`,
    "assets/App.css": "main { color: black }",
    "@mf-types.d.ts": "export {};",
  };
}

function releaseForm(build: string, files: Record<string, string>): FormData {
  const form = new FormData();
  form.append("build", build);
  form.append("paths", JSON.stringify(Object.keys(files)));
  for (const [path, text] of Object.entries(files)) form.append("files", new File([encoder.encode(text)], path.split("/").pop()!));
  return form;
}

const upload = (t: TestApp, token: string, remote: string, build: string, files = buildFiles(remote, build)) =>
  call(t, "POST", `/api/releases/${remote}`, { token, form: releaseForm(build, files) });
const activate = (t: TestApp, token: string, remote: string, build: string | null) =>
  call(t, "PUT", `/api/releases/${remote}/active`, { token, json: { build } });
const rollback = (t: TestApp, token: string, remote: string) => call(t, "POST", `/api/releases/${remote}/rollback`, { token });
const manifest = async (t: TestApp) => json(await call(t, "GET", "/remotes.json"));

Deno.test("releases: an uploaded release is served under its own path, made active in remotes.json, and rolled back", () =>
  withApp(async (t, token) => {
    assert.deepEqual(await manifest(t), {}, "no release yet: only the deployed builds (none in this app)");
    const stored = await upload(t, token, "public", "b1");
    assert.equal(stored.status, 201);
    const release = await json(stored);
    assert.deepEqual({ ...release, created_at: undefined }, {
      remote: "public",
      build: "b1",
      created_at: undefined,
      released_by: "Test Admin",
      files: 5,
      size: Object.values(buildFiles("public", "b1")).reduce((sum, text) => sum + encoder.encode(text).length, 0),
      active: false,
    });
    assert.deepEqual(await manifest(t), {}, "uploading does not switch");

    // Its files are served with their types, immutable: the release's id is in the path.
    const chunk = await call(t, "GET", "/remotes/releases/public/b1/assets/App-b1.js");
    assert.equal(chunk.status, 200);
    assert.match(chunk.headers.get("Content-Type") ?? "", /javascript/);
    assert.match(chunk.headers.get("Cache-Control") ?? "", /immutable/);
    assert.equal(await chunk.text(), 'export default () => "b1";');
    assert.equal((await call(t, "GET", "/remotes/releases/public/b1/assets/missing.js")).status, 404);
    assert.equal((await call(t, "GET", "/remotes/releases/public/b9/remoteEntry.js")).status, 404);
    assert.equal((await call(t, "GET", "/remotes/releases/portal/b1/remoteEntry.js")).status, 404);

    const switched = await activate(t, token, "public", "b1");
    assert.equal(switched.status, 200);
    assert.deepEqual(await json(switched), { message: "The public remote now serves release b1", remote: "public", build: "b1" });
    const live = await call(t, "GET", "/remotes.json");
    assert.equal(live.headers.get("Cache-Control"), "no-cache");
    assert.deepEqual(await json(live), { public: "/remotes/releases/public/b1/mf-manifest.json" });

    assert.equal((await upload(t, token, "public", "b2")).status, 201);
    assert.equal((await activate(t, token, "public", "b2")).status, 200);
    const list = await json(await call(t, "GET", "/api/releases", { token }));
    assert.deepEqual(list.map((r: { build: string; active: boolean }) => [r.build, r.active]), [["b2", true], ["b1", false]]);

    const back = await rollback(t, token, "public");
    assert.equal(back.status, 200);
    assert.equal((await json(back)).build, "b1");
    assert.deepEqual(await manifest(t), { public: "/remotes/releases/public/b1/mf-manifest.json" });
    // From the oldest release, a rollback returns to the build the remote was deployed with.
    assert.deepEqual(await json(await rollback(t, token, "public")), {
      message: "The public remote rolled back to its deployed build",
      remote: "public",
      build: null,
    });
    assert.deepEqual(await manifest(t), {});
    const nothing = await rollback(t, token, "public");
    assert.equal(nothing.status, 409);
    // The pages opened before a switch keep loading their release's chunks.
    assert.equal((await call(t, "GET", "/remotes/releases/public/b2/assets/App-b2.js")).status, 200);

    const log = await json(await call(t, "GET", "/api/admin/activity?entity=Releases", { token }));
    assert.deepEqual(log.map((e: { action: string }) => e.action).sort(), [
      "activate",
      "activate",
      "rollback",
      "rollback",
      "upload",
      "upload",
    ]);
  }));

Deno.test("releases: a release the shell could not load is refused with the reason, and nothing changes", () =>
  withApp(async (t, token) => {
    await upload(t, token, "admin", "good");
    assert.equal((await activate(t, token, "admin", "good")).status, 200);
    const cases: [string, Record<string, string>, RegExp][] = [
      ["no-app", buildFiles("admin", "no-app", { exposes: false }), /does not expose \.\/App/],
      ["other-remote", buildFiles("admin", "other-remote", { name: "portal" }), /of the "portal" remote, not "admin"/],
      ["no-manifest", { "remoteEntry.js": "export {}" }, /has no mf-manifest\.json/],
      ["broken-json", { ...buildFiles("admin", "broken-json"), "mf-manifest.json": "{" }, /not valid JSON/],
      [
        "no-chunk",
        Object.fromEntries(Object.entries(buildFiles("admin", "no-chunk")).filter(([p]) => !p.startsWith("assets/App-"))),
        /lacks assets\/App-no-chunk\.js/,
      ],
    ];
    for (const [build, files, reason] of cases) {
      assert.equal((await upload(t, token, "admin", build, files)).status, 201, build);
      const refused = await activate(t, token, "admin", build);
      assert.equal(refused.status, 409, build);
      assert.match((await json(refused)).error, reason);
      assert.deepEqual(await manifest(t), { admin: "/remotes/releases/admin/good/mf-manifest.json" }, `${build} changed nothing`);
    }
    assert.equal((await activate(t, token, "admin", "never-uploaded")).status, 404);

    // A rollback passes over the refused releases to the newest one the shell can load.
    await upload(t, token, "admin", "newest");
    assert.equal((await activate(t, token, "admin", "newest")).status, 200);
    assert.equal((await json(await rollback(t, token, "admin"))).build, "good");
  }));

Deno.test("releases: the newest RELEASES_KEPT and the active one are kept, with their files; older ones go, files and all", () =>
  withApp(async (t, token) => {
    await upload(t, token, "portal", "r0");
    assert.equal((await activate(t, token, "portal", "r0")).status, 200);
    for (let i = 1; i <= 5; i++) assert.equal((await upload(t, token, "portal", `r${i}`)).status, 201);
    const kept = (await json(await call(t, "GET", "/api/releases", { token }))).map((r: { build: string }) => r.build);
    assert.deepEqual(kept, ["r5", "r4", "r3", "r0"]);
    assert.equal((await call(t, "GET", "/remotes/releases/portal/r1/remoteEntry.js")).status, 404, "a pruned release's files are gone");
    assert.equal((await call(t, "GET", "/remotes/releases/portal/r0/remoteEntry.js")).status, 200, "the active one stays");
    const stored = await t.deps.storage.exists("releases/portal.r1.0");
    assert.equal(stored, false, "the pruned release's objects are removed");
  }, { RELEASES_KEPT: 3 }));

Deno.test("releases: only admins release; ids, paths and remotes are checked", () =>
  withApp(async (t, token) => {
    assert.equal((await call(t, "POST", "/api/releases/public", { form: releaseForm("x", buildFiles("public", "x")) })).status, 401);
    assert.equal((await call(t, "GET", "/api/releases")).status, 401);
    assert.equal((await call(t, "PUT", "/api/releases/public/active", { json: { build: null } })).status, 401);
    assert.equal((await upload(t, token, "shell", "x")).status, 400);
    const field = async (res: Response) => (await json(res)).issues?.[0]?.path;
    for (const build of ["../x", "r1.", "r1..2", "r1-", ".r1", "a".repeat(65)]) {
      assert.equal(await field(await upload(t, token, "public", build)), "build", build);
    }
    for (const build of ["r", "r1.2", "2026-11-26T1200-abc_1", "a".repeat(64)]) {
      const res = await upload(t, token, "public", build);
      assert.equal(res.status, 201, build);
      await res.body?.cancel();
    }
    assert.equal(await field(await upload(t, token, "public", "ok", { "../escape.js": "x" })), "paths.0");
    assert.equal(await field(await upload(t, token, "public", "ok", { ".env": "x" })), "paths.0");
    const mismatched = releaseForm("ok", { "a.js": "x" });
    mismatched.set("paths", JSON.stringify(["a.js", "b.js"]));
    assert.equal(await field(await call(t, "POST", "/api/releases/public", { token, form: mismatched })), "paths");
    const notJson = releaseForm("ok", { "a.js": "x" });
    notJson.set("paths", "a.js");
    assert.equal(await field(await call(t, "POST", "/api/releases/public", { token, form: notJson })), "paths");
    assert.equal((await upload(t, token, "public", "ok")).status, 201);
    const again = await upload(t, token, "public", "ok");
    assert.equal(again.status, 409);
    assert.equal(await field(again), "build");
    assert.equal((await activate(t, token, "public", "../ok")).status, 400);
  }));

Deno.test("releases: uploads, activations and rollbacks at once never meet a release pruned meanwhile with a 500", () =>
  withApp(async (t, token) => {
    for (const build of ["s0", "s1"]) assert.equal((await upload(t, token, "portal", build)).status, 201);
    const failed = [];
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => [
          upload(t, token, "portal", `c${round}-${i}`),
          activate(t, token, "portal", i ? `c${round}-${i - 1}` : "s1"),
          rollback(t, token, "portal"),
        ]).flat(),
      );
      for (const answer of answers) {
        if (answer.status >= 500) failed.push(`${answer.status} ${await answer.text()}`);
        else await answer.body?.cancel();
      }
    }
    assert.deepEqual(failed, []);
    // Every stored row still names an existing release, and the active one is among them.
    const [orphan] = await t.deps.sql`select 1 from remote_active a
      where not exists (select 1 from remote_releases r where r.remote = a.remote and r.build = a.build)`;
    assert.equal(orphan, undefined);
  }, { RELEASES_KEPT: 1 }));

Deno.test("releases: a release pruned between an activation's check and its switch is refused, not a database error", () =>
  withApp(async (t, token) => {
    for (const build of ["p0", "p1", "p2"]) assert.equal((await upload(t, token, "portal", build)).status, 201);
    assert.equal((await activate(t, token, "portal", "p0")).status, 200);
    // The activation of p1 has found it loadable; the next upload's pruning removes it before the switch.
    assert.deepEqual((await pruneReleases(t.deps.sql, "portal", 1)).map((r) => r.build), ["p1"]);
    assert.equal(await setActive(t.deps.sql, "portal", "p1"), false);
    assert.deepEqual(await activeBuilds(t.deps.sql), { portal: "p0" });
  }, { RELEASES_KEPT: 5 }));

Deno.test("releases: an id is never used twice, a pruned release's neither, so no cache serves an old release's files", () =>
  withApp(async (t, token) => {
    assert.equal((await upload(t, token, "admin", "once")).status, 201);
    assert.equal((await call(t, "GET", "/remotes/releases/admin/once/remoteEntry.js")).status, 200, "read, and kept by this process");
    for (const build of ["two", "three"]) assert.equal((await upload(t, token, "admin", build)).status, 201);
    assert.equal((await call(t, "GET", "/remotes/releases/admin/once/remoteEntry.js")).status, 404, "pruned");
    const again = await upload(t, token, "admin", "once", {
      ...buildFiles("admin", "once"),
      "remoteEntry.js": "export const build = 'other';",
    });
    assert.equal(again.status, 409);
    assert.match((await json(again)).error, /already has, or had, a release once/);
    assert.equal((await call(t, "GET", "/remotes/releases/admin/once/remoteEntry.js")).status, 404);
  }, { RELEASES_KEPT: 1 }));

Deno.test("releases: only code, styles, data, fonts, raster images, text and types are taken; each file answers with its own CSP", () =>
  withApp(async (t, token) => {
    const field = async (res: Response) => (await json(res)).issues?.[0]?.path;
    for (const [i, path] of ["evil.svg", "a.xml", "index.html", "assets/page.htm", "x.exe", "types.ts"].entries()) {
      const files = { [path]: "<svg onload=alert(1)>", ...buildFiles("public", `t${i}`) };
      assert.equal(await field(await upload(t, token, "public", `t${i}`, files)), "paths.0", path);
    }
    const files = { ...buildFiles("public", "ok"), "assets/logo.png": "png", "assets/font.woff2": "font", "LICENSE.txt": "MIT" };
    assert.equal((await upload(t, token, "public", "ok", files)).status, 201);
    const answer = await call(t, "GET", "/remotes/releases/public/ok/remoteEntry.js");
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("X-Content-Type-Options"), "nosniff");
    assert.equal(answer.headers.get("Content-Security-Policy"), "default-src 'none'; frame-ancestors 'none'; sandbox");
  }));
