/**
 * The behaviour home and about share (a one-record page with a public GET and the admin's
 * POST /update), run by home_test.ts and about_test.ts against their own routes.
 */
import assert from "node:assert/strict";
import { PageContent, type ResizedFolder } from "@institute/schemas";
import { call, form, json, storedImages, tableColumns, type TestApp, withApp } from "./harness.ts";
import { jpeg, png, textFile } from "./fixtures.ts";

export interface PageCase {
  /** Mounted at /api/{path}. */
  path: string;
  table: "home_content" | "about_content";
  folder: ResizedFolder;
  saved: string;
}

export function pageContentTests(page: PageCase) {
  const read = `/api/${page.path}`;
  const update = `/api/${page.path}/update`;
  const name = page.path;

  const save = (t: TestApp, token: string, fields: Parameters<typeof form>[0]) => call(t, "POST", update, { token, form: form(fields) });

  Deno.test(`${name}: the table holds exactly the fields the page's schema declares, its one row's id and its last change`, () =>
    withApp(async (t) => {
      assert.deepEqual(await tableColumns(t.deps.sql, page.table), [...Object.keys(PageContent.shape), "id", "updated_at"].sort());
    }));

  Deno.test(`${name}: empty before the first save, then saved with sanitised content and an image`, () =>
    withApp(async (t, token) => {
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "", content: "", image: null });

      const first = await save(t, token, {
        title: "Welcome",
        content:
          `<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p>`,
        oldImage: "",
      });
      assert.equal(first.status, 200);
      assert.deepEqual(await json(first), {
        message: page.saved,
        title: "Welcome",
        content: `<p>Hello <a href="">bad</a> <a href="https://ok.example">ok</a></p>`,
        image: null,
      });
      const [row] = await t.deps.sql`select title, content, image from ${t.deps.sql(page.table)}`;
      assert.equal(row.content, `<p>Hello <a href="">bad</a> <a href="https://ok.example">ok</a></p>`);

      const withImage = await json(await save(t, token, { title: "Welcome", content: "<p>Hi</p>", image: [await jpeg(), "pic.jpg"] }));
      assert.match(withImage.image, /^[0-9a-f-]{36}\.jpg$/);
      assert.equal(await t.deps.storage.exists(`${page.folder}/${withImage.image}`), true);
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "Welcome", content: "<p>Hi</p>", image: withImage.image });
      assert.equal((await t.deps.sql`select count(*)::int as n from ${t.deps.sql(page.table)}`)[0].n, 1);
    }));

  Deno.test(`${name}: without a new image the stored one is kept; a new one replaces it and the old object is deleted`, () =>
    withApp(async (t, token) => {
      const { image: first } = await json(await save(t, token, { title: "A", content: "a", image: [await jpeg(), "a.jpg"] }));

      // oldImage is what the form showed; the stored record decides, whatever the form says.
      const kept = await json(await save(t, token, { title: "B", content: "b", oldImage: "something-else.jpg" }));
      assert.deepEqual(kept, { message: page.saved, title: "B", content: "b", image: first });
      assert.deepEqual(await storedImages(t.deps.storage, page.folder), [first]);

      const replaced = await json(await save(t, token, { title: "C", content: "c", oldImage: first, image: [png(), "b.png"] }));
      assert.match(replaced.image, /\.png$/);
      assert.deepEqual(await storedImages(t.deps.storage, page.folder), [replaced.image]);
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "C", content: "c", image: replaced.image });
    }));

  Deno.test(`${name}: the raw token is accepted as well as the bearer form`, () =>
    withApp(async (t, token) => {
      const res = await call(t, "POST", update, { headers: { Authorization: token }, form: form({ title: "Raw", content: "x" }) });
      assert.equal(res.status, 200);
      assert.equal((await json(res)).title, "Raw");
    }));

  Deno.test(`${name}: a text file named .png is 415, an image over 5 MiB is 413, a long title is 400; the page is unchanged`, () =>
    withApp(async (t, token) => {
      const { image } = await json(await save(t, token, { title: "Kept", content: "kept", image: [png(), "a.png"] }));
      const fake = await save(t, token, { title: "X", content: "x", image: [textFile(), "photo.png"] });
      assert.equal(fake.status, 415);
      const big = new Uint8Array(5 * 1024 * 1024 + 10);
      big.set(await jpeg());
      assert.equal((await save(t, token, { title: "X", content: "x", image: [big, "big.jpg"] })).status, 413);
      const long = await save(t, token, { title: "t".repeat(201), content: "x" });
      assert.equal(long.status, 400);
      assert.deepEqual((await json(long)).issues, [{ path: "title", message: "must be at most 200 characters" }]);
      const notFile = await save(t, token, { title: "X", content: "x", image: "a name, not a file" });
      assert.equal(notFile.status, 400);
      assert.equal((await json(notFile)).issues[0].path, "image");
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "Kept", content: "kept", image });
      assert.deepEqual(await storedImages(t.deps.storage, page.folder), [image]);
    }));

  Deno.test(`${name}: a body that is not a form (JSON, or none) is 415, a form without its fields is 400, and the page is unchanged`, () =>
    withApp(async (t, token) => {
      await save(t, token, { title: "Kept", content: "<p>Kept</p>" });
      for (const options of [{ json: { title: "" } }, {}]) {
        const res = await call(t, "POST", update, { token, ...options });
        assert.equal(res.status, 415);
        assert.equal((await json(res)).error, "Send this form as multipart/form-data");
      }
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "Kept", content: "<p>Kept</p>", image: null });
      // A form without the title and content fields (a truncated body, another form) saves nothing either.
      const truncated = await t.app.request(update, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x" },
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nno closing boundary',
      });
      assert.equal(truncated.status, 400);
      assert.equal((await call(t, "POST", update, { token, form: form({ oldImage: "" }) })).status, 400);
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "Kept", content: "<p>Kept</p>", image: null });
    }));

  Deno.test(`${name}: a failed database write leaves no new object and keeps the old image`, () =>
    withApp(async (t, token) => {
      const { image } = await json(await save(t, token, { title: "Kept", content: "kept", image: [png(), "a.png"] }));
      // A constraint the form does not know about makes the database refuse the save after the upload.
      await t.deps.sql`alter table ${t.deps.sql(page.table)} add constraint no_zed check (title <> 'Zed')`;
      assert.equal((await save(t, token, { title: "Zed", content: "x", image: [await jpeg(), "z.jpg"] })).status, 500);
      assert.deepEqual(await storedImages(t.deps.storage, page.folder), [image]);
      assert.deepEqual(await json(await call(t, "GET", read)), { title: "Kept", content: "kept", image });
    }));

  Deno.test(`${name}: the public read has an ETag, answers 304 when unchanged, and is fresh after a save`, () =>
    withApp(async (t, token) => {
      const first = await call(t, "GET", read);
      const etag = first.headers.get("etag")!;
      assert.ok(etag);
      await first.body?.cancel();
      const hit = await call(t, "GET", read, { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(hit.headers.get("x-cache"), "hit");
      await hit.body?.cancel();
      assert.equal((await call(t, "GET", read, { headers: { "If-None-Match": etag } })).status, 304);

      await (await save(t, token, { title: "Fresh", content: "new" })).body?.cancel();
      const after = await call(t, "GET", read, { headers: { "If-None-Match": etag } });
      assert.equal(after.status, 200);
      assert.notEqual(after.headers.get("etag"), etag);
      assert.equal((await json(after)).title, "Fresh");
    }));
}
