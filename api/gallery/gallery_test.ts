import { GalleryImage, IMAGE_WIDTHS } from "@institute/schemas";
import assert from "node:assert/strict";
import { call, form, json, storedImages, studentToken, tableColumns, type TestApp, withApp } from "../testing/harness.ts";
import { gif, jpeg, pdf, png, textFile, webp } from "../testing/fixtures.ts";

type Upload = [Uint8Array, string];
const upload = (t: TestApp, token: string, images: Upload[]) => call(t, "POST", "/api/gallery/upload", { token, form: form({ images }) });
const names = (list: { image: string }[]) => list.map((i) => i.image);
/** An upload's form with its captions, the field repeated in the images' order. */
function withCaptions(images: Upload[], captions: string[]) {
  const body = form({ images });
  for (const caption of captions) body.append("captions", caption);
  return body;
}
const setCaption = (t: TestApp, id: number | string, body: unknown, token?: string) =>
  call(t, "PUT", `/api/gallery/${id}`, { token, json: body });

Deno.test("gallery: the table holds exactly the fields a photo's schema declares, and its place in the order", () =>
  withApp(async (t) => {
    assert.deepEqual(await tableColumns(t.deps.sql, "gallery"), [...Object.keys(GalleryImage.shape), "position"].sort());
  }));

Deno.test("gallery: upload several images at once, list newest first, delete one with its file", () =>
  withApp(async (t, token) => {
    const res = await upload(t, token, [[await jpeg(), "a.jpg"], [png(), "b.png"], [gif(), "c.gif"], [webp(), "d.webp"]]);
    assert.equal(res.status, 201);
    const first = await json(res);
    assert.equal(first.message, "Images uploaded");
    assert.equal(first.images.length, 4);
    assert.deepEqual(first.images.map((i: { image: string }) => i.image.split(".")[1]).sort(), ["gif", "jpg", "png", "webp"]);
    for (const image of first.images) {
      assert.equal(typeof image.id, "number");
      assert.ok(!Number.isNaN(Date.parse(image.created_at)));
      assert.equal(await t.deps.storage.exists(`gallery/${image.image}`), true);
    }
    const second = await json(await upload(t, token, [[png(), "later.png"]]));
    assert.equal(second.images.length, 1);

    const list = await json(await call(t, "GET", "/api/gallery"));
    assert.deepEqual(list.map((i: { id: number }) => i.id), [...first.images, ...second.images].map((i) => i.id).sort((a, b) => b - a));
    assert.deepEqual(Object.keys(list[0]).sort(), ["caption", "created_at", "id", "image"]);
    assert.ok(list.every((i: { caption: string }) => i.caption === ""), "uploaded without captions, they have none");
    assert.deepEqual((await storedImages(t.deps.storage, "gallery")).sort(), names(list).sort());

    const victim = first.images[0];
    const del = await call(t, "DELETE", `/api/gallery/${victim.id}`, { token });
    assert.equal(del.status, 200);
    assert.deepEqual(await json(del), { message: "Image deleted" });
    assert.equal(await t.deps.storage.exists(`gallery/${victim.image}`), false);
    const after = await json(await call(t, "GET", "/api/gallery"));
    assert.equal(after.length, 4);
    assert.ok(!after.some((i: { id: number }) => i.id === victim.id));

    const again = await call(t, "DELETE", `/api/gallery/${victim.id}`, { token });
    assert.equal(again.status, 404);
    assert.deepEqual(await json(again), { error: "Image not found" });
    for (const id of ["abc", "0", "1.5"]) assert.equal((await call(t, "DELETE", `/api/gallery/${id}`, { token })).status, 400, id);
  }));

Deno.test("gallery: at least one image (Please select image(s)) and at most 10 per upload", () =>
  withApp(async (t, token) => {
    const check = async (body: FormData, message: string, path = "images") => {
      const res = await call(t, "POST", "/api/gallery/upload", { token, form: body });
      assert.equal(res.status, 400);
      const { error, issues } = await json(res);
      assert.deepEqual(issues, [{ path, message }]);
      assert.equal(error, `${path}: ${message}`);
    };
    await check(new FormData(), "Please select image(s)");
    const nothingPicked = new FormData();
    nothingPicked.append("images", new File([], ""));
    await check(nothingPicked, "Please select image(s)");
    await check(form({ images: "not a file" }), "Please select image(s)", "images.0");
    await check(form({ images: Array.from({ length: 11 }, (_, i): Upload => [png(), `${i}.png`]) }), "At most 10 files at once");
    assert.equal((await call(t, "POST", "/api/gallery/upload", { token, json: { images: [] } })).status, 415);
    assert.deepEqual(await json(await call(t, "GET", "/api/gallery")), []);
    assert.deepEqual(await storedImages(t.deps.storage, "gallery"), []);

    const ten = await upload(t, token, Array.from({ length: 10 }, (_, i): Upload => [png(), `${i}.png`]));
    assert.equal(ten.status, 201);
    assert.equal((await json(ten)).images.length, 10);
    assert.equal((await storedImages(t.deps.storage, "gallery")).length, 10);
  }));

Deno.test("gallery: all or nothing: one file that is not an image (415) or too large (413) stores none of them", () =>
  withApp(async (t, token) => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await jpeg());
    const cases: [Upload[], number][] = [
      [[[png(), "ok.png"], [textFile(), "notes.png"]], 415],
      [[[await jpeg(), "ok.jpg"], [pdf(), "doc.jpg"]], 415],
      [[[png(), "ok.png"], [await jpeg(), "ok2.jpg"], [big, "big.jpg"]], 413],
    ];
    for (const [images, status] of cases) {
      const res = await upload(t, token, images);
      assert.equal(res.status, status, images.map((i) => i[1]).join());
      assert.equal(typeof (await json(res)).error, "string");
      assert.deepEqual(await storedImages(t.deps.storage, "gallery"), []);
      assert.deepEqual(await json(await call(t, "GET", "/api/gallery")), []);
    }
  }));

Deno.test("gallery: storage failing halfway is a 503 and the images already stored are deleted", () =>
  withApp(async (t, token) => {
    const put = t.deps.storage.put.bind(t.deps.storage);
    let calls = 0;
    // Each image is its original and its copies: the third image's original fails.
    const third = 2 * (1 + IMAGE_WIDTHS.length) + 1;
    t.deps.storage.put = (...args) => (++calls === third ? Promise.reject(new Error("storage went away")) : put(...args));
    const res = await upload(t, token, [[png(), "a.png"], [png(), "b.png"], [png(), "c.png"]]);
    assert.equal(res.status, 503);
    await res.body?.cancel();
    assert.equal(calls, third);
    assert.deepEqual(await storedImages(t.deps.storage, "gallery"), []);
    assert.deepEqual(await json(await call(t, "GET", "/api/gallery")), []);
  }));

Deno.test("gallery: a failed database write leaves none of the stored objects behind", () =>
  withApp(async (t, token) => {
    // A constraint the upload does not know about makes the database refuse the rows after the files are stored.
    await t.deps.sql`alter table gallery add constraint refuse_all check (false) not valid`;
    const res = await upload(t, token, [[png(), "a.png"], [await jpeg(), "b.jpg"]]);
    assert.equal(res.status, 500);
    await res.body?.cancel();
    assert.deepEqual(await storedImages(t.deps.storage, "gallery"), []);
    assert.equal((await t.deps.sql`select count(*)::int as n from gallery`)[0].n, 0);
  }));

Deno.test("gallery: captions given on upload, in the images' order, then set, changed and removed; listed publicly and logged", () =>
  withApp(async (t, token) => {
    const res = await call(t, "POST", "/api/gallery/upload", {
      token,
      form: withCaptions([[png(), "a.png"], [png(), "b.png"], [png(), "c.png"]], ["Our classroom", "  Lab day  "]),
    });
    assert.equal(res.status, 201);
    const { images } = await json(res);
    assert.deepEqual(images.map((i: { caption: string }) => i.caption), ["Our classroom", "Lab day", ""]);
    const one = await json(await call(t, "POST", "/api/gallery/upload", { token, form: withCaptions([[png(), "d.png"]], ["Alone"]) }));
    assert.equal(one.images[0].caption, "Alone");

    const [, , third] = images;
    const saved = await setCaption(t, third.id, { caption: "  Graduation day  " }, token);
    assert.equal(saved.status, 200);
    assert.deepEqual(await json(saved), { message: "Caption saved", image: { ...third, caption: "Graduation day" } });
    const listed = async () =>
      Object.fromEntries((await json(await call(t, "GET", "/api/gallery"))).map((i: { id: number; caption: string }) => [i.id, i.caption]));
    assert.deepEqual(await listed(), {
      [images[0].id]: "Our classroom",
      [images[1].id]: "Lab day",
      [third.id]: "Graduation day",
      [one.images[0].id]: "Alone",
    });
    const [entry] = await t.deps.sql`select entity_id, summary from activity where entity = 'Gallery' and action = 'update'`;
    assert.deepEqual({ ...entry }, { entity_id: String(third.id), summary: 'caption: "" → "Graduation day"' });

    assert.equal((await setCaption(t, third.id, { caption: "x".repeat(200) }, token)).status, 200, "200 characters are allowed");
    assert.equal((await json(await setCaption(t, images[0].id, { caption: "" }, token))).image.caption, "");
    assert.equal((await listed())[images[0].id], "", "an empty caption removes it");
  }));

Deno.test("gallery: a caption's rules name the field; an unknown image is a 404; only admins set one", () =>
  withApp(async (t, token) => {
    const { images: [image] } = await json(await upload(t, token, [[png(), "a.png"]]));
    const refused = async (res: Response, path: string, message: string) => {
      assert.equal(res.status, 400, path);
      const body = await json(res);
      assert.deepEqual(body.issues, [{ path, message }]);
      assert.equal(body.error, `${path}: ${message}`);
    };
    const tooLong = "x".repeat(201);
    await refused(await setCaption(t, image.id, { caption: tooLong }, token), "caption", "must be at most 200 characters");
    await refused(await setCaption(t, image.id, {}, token), "caption", "caption is required");
    assert.equal((await setCaption(t, image.id, { caption: 5 }, token)).status, 400);
    for (const id of ["abc", "0", "1.5"]) assert.equal((await setCaption(t, id, { caption: "x" }, token)).status, 400, id);
    const missing = await setCaption(t, image.id + 1000, { caption: "x" }, token);
    assert.equal(missing.status, 404);
    assert.deepEqual(await json(missing), { error: "Image not found" });
    const asForm = await call(t, "PUT", `/api/gallery/${image.id}`, { token, form: form({ caption: "x" }) });
    assert.equal(asForm.status, 415);
    assert.equal((await setCaption(t, image.id, { caption: "x" })).status, 401);
    assert.equal((await setCaption(t, image.id, { caption: "x" }, await studentToken(t))).status, 403);
    assert.equal((await json(await call(t, "GET", "/api/gallery")))[0].caption, "", "no refused request changed it");

    // An upload's captions follow the same rule, and may not outnumber its images; either refusal stores nothing.
    const uploading = (captions: string[]) =>
      call(t, "POST", "/api/gallery/upload", { token, form: withCaptions([[png(), "b.png"], [png(), "c.png"]], captions) });
    await refused(await uploading(["fine", tooLong]), "captions.1", "must be at most 200 characters");
    await refused(await uploading(["one", "two", "three"]), "captions", "At most one caption per image");
    assert.deepEqual(await storedImages(t.deps.storage, "gallery"), [image.image]);
    assert.equal((await json(await call(t, "GET", "/api/gallery"))).length, 1);
  }));

Deno.test("gallery: the public list has an ETag, answers 304 when unchanged, and is fresh after an upload, a caption or a delete", () =>
  withApp(async (t, token) => {
    const first = await call(t, "GET", "/api/gallery");
    let etag = first.headers.get("etag")!;
    assert.ok(etag);
    await first.body?.cancel();
    assert.equal((await call(t, "GET", "/api/gallery", { headers: { "If-None-Match": etag } })).status, 304);

    const fresh = async (count: number) => {
      const res = await call(t, "GET", "/api/gallery", { headers: { "If-None-Match": etag } });
      assert.equal(res.status, 200);
      assert.notEqual(res.headers.get("etag"), etag);
      etag = res.headers.get("etag")!;
      assert.equal((await json(res)).length, count);
    };
    const { images } = await json(await upload(t, token, [[png(), "a.png"], [png(), "b.png"]]));
    await fresh(2);
    await (await setCaption(t, images[1].id, { caption: "Seen at once" }, token)).body?.cancel();
    await fresh(2);
    await (await call(t, "DELETE", `/api/gallery/${images[0].id}`, { token })).body?.cancel();
    await fresh(1);
  }));
