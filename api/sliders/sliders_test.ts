import assert from "node:assert/strict";
import { Slider } from "@institute/schemas";
import {
  call,
  expectCachedWithEtag,
  expectIssues,
  form,
  json,
  storedImages,
  tableColumns,
  type TestApp,
  withApp,
} from "../testing/harness.ts";
import { jpeg, png, textFile } from "../testing/fixtures.ts";
import { raceImageEdits } from "../testing/image_race.ts";

const add = async (t: TestApp, token: string, title: string, subtitle: string, image: [Uint8Array, string]) =>
  await call(t, "POST", "/api/sliders/add", { token, form: form({ title, subtitle, image }) });

Deno.test("sliders: the table holds exactly the fields a slide's schema declares (its description is its subtitle), its place in the order and its creation time", () =>
  withApp(async (t) => {
    const stored = Object.keys(Slider.shape).filter((field) => field !== "description");
    assert.deepEqual(await tableColumns(t.deps.sql, "sliders"), [...stored, "position", "created_at"].sort());
  }));

Deno.test("sliders: add, list in creation order with description = subtitle, edit, delete, with images in storage", () =>
  withApp(async (t, token) => {
    const res = await add(t, token, "Learn to code", "Job-ready courses", [await jpeg(), "slide.jpg"]);
    assert.equal(res.status, 201);
    const { message, slider } = await json(res);
    assert.equal(message, "Slider added");
    assert.match(slider.image, /^[0-9a-f-]{36}\.jpg$/);
    assert.deepEqual(slider, {
      id: slider.id,
      title: "Learn to code",
      subtitle: "Job-ready courses",
      description: "Job-ready courses",
      image: slider.image,
    });
    assert.equal(await t.deps.storage.exists(`sliders/${slider.image}`), true);
    const second = (await json(await add(t, token, "Placements", "Top companies", [png(), "b.png"]))).slider;
    assert.match(second.image, /\.png$/);

    const list = await json(await call(t, "GET", "/api/sliders"));
    assert.deepEqual(list, [slider, second]);

    // Edit without an image keeps the stored one.
    const kept = await call(t, "PUT", `/api/sliders/${slider.id}`, { token, form: form({ title: "Learn", subtitle: "New caption" }) });
    assert.equal(kept.status, 200);
    assert.deepEqual(await json(kept), {
      message: "Slider updated",
      slider: { id: slider.id, title: "Learn", subtitle: "New caption", description: "New caption", image: slider.image },
    });
    assert.equal(await t.deps.storage.exists(`sliders/${slider.image}`), true);

    // A new image replaces the old one, whose object is deleted.
    const replaced = await json(
      await call(t, "PUT", `/api/sliders/${slider.id}`, {
        token,
        form: form({ title: "Learn", subtitle: "New caption", image: [png(), "new.png"] }),
      }),
    );
    assert.match(replaced.slider.image, /\.png$/);
    assert.notEqual(replaced.slider.image, slider.image);
    assert.equal(await t.deps.storage.exists(`sliders/${slider.image}`), false);
    assert.equal(await t.deps.storage.exists(`sliders/${replaced.slider.image}`), true);
    const [row] = await t.deps.sql`select image from sliders where id = ${slider.id}`;
    assert.equal(row.image, replaced.slider.image);

    const del = await call(t, "DELETE", `/api/sliders/${slider.id}`, { token });
    assert.deepEqual(await json(del), { message: "Slider deleted" });
    assert.equal(await t.deps.storage.exists(`sliders/${replaced.slider.image}`), false);
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), [second.image]);
    assert.deepEqual(await json(await call(t, "GET", "/api/sliders")), [second]);
  }));

Deno.test("sliders: unknown ids are 404 and store nothing, bad ids are 400", () =>
  withApp(async (t, token) => {
    const put = await call(t, "PUT", "/api/sliders/9999", { token, form: form({ title: "T", subtitle: "S", image: [png(), "x.png"] }) });
    assert.equal(put.status, 404);
    assert.deepEqual(await json(put), { error: "Slider not found" });
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), []);
    const del = await call(t, "DELETE", "/api/sliders/9999", { token });
    assert.equal(del.status, 404);
    assert.deepEqual(await json(del), { error: "Slider not found" });
    for (const id of ["abc", "0", "-1", "1.5"]) {
      assert.equal((await call(t, "PUT", `/api/sliders/${id}`, { token, form: form({ title: "T", subtitle: "S" }) })).status, 400, id);
      assert.equal((await call(t, "DELETE", `/api/sliders/${id}`, { token })).status, 400, id);
    }
  }));

Deno.test("sliders: title and subtitle are required, and an image on add, with the form's messages", () =>
  withApp(async (t, token) => {
    const image: [Uint8Array, string] = [png(), "s.png"];
    const cases: [Record<string, string | [Uint8Array, string]>, string, string][] = [
      [{ subtitle: "s", image }, "title", "Title is required"],
      [{ title: "   ", subtitle: "s", image }, "title", "Title is required"],
      [{ title: "t", image }, "subtitle", "Subtitle is required"],
      [{ title: "t", subtitle: "", image }, "subtitle", "Subtitle is required"],
      [{ title: "t", subtitle: "s" }, "image", "Image is required"],
      [{ title: "t", subtitle: "s", image: "not a file" }, "image", "Image is required"],
      [{ title: "t".repeat(201), subtitle: "s", image }, "title", "must be at most 200 characters"],
    ];
    await expectIssues(cases, (fields) => call(t, "POST", "/api/sliders/add", { token, form: form(fields) }));
    // A browser sends an empty, nameless part when no file was picked: that is no image.
    const empty = new FormData();
    empty.append("title", "t");
    empty.append("subtitle", "s");
    empty.append("image", new File([], ""));
    assert.equal((await call(t, "POST", "/api/sliders/add", { token, form: empty })).status, 400);

    const { slider } = await json(await add(t, token, "T", "S", image));
    const edit = await call(t, "PUT", `/api/sliders/${slider.id}`, { token, form: form({ title: "", subtitle: "S" }) });
    assert.equal(edit.status, 400);
    assert.equal((await json(edit)).issues[0].message, "Title is required");
    assert.equal((await call(t, "POST", "/api/sliders/add", { token, json: { title: "t", subtitle: "s" } })).status, 415);
    assert.equal((await json(await call(t, "GET", "/api/sliders"))).length, 1);
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), [slider.image]);
  }));

Deno.test("sliders: a text file named .png is 415, an image over 5 MiB is 413; neither leaves a row or an object", () =>
  withApp(async (t, token) => {
    assert.equal((await add(t, token, "T", "S", [textFile(), "photo.png"])).status, 415);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await jpeg());
    assert.equal((await add(t, token, "T", "S", [big, "big.jpg"])).status, 413);
    assert.deepEqual(await json(await call(t, "GET", "/api/sliders")), []);
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), []);

    // On edit too, and the slider keeps its image.
    const { slider } = await json(await add(t, token, "T", "S", [png(), "a.png"]));
    const bad = await call(t, "PUT", `/api/sliders/${slider.id}`, {
      token,
      form: form({ title: "T", subtitle: "S", image: [textFile(), "b.png"] }),
    });
    assert.equal(bad.status, 415);
    assert.deepEqual(await json(await call(t, "GET", "/api/sliders")), [slider]);
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), [slider.image]);
  }));

Deno.test("sliders: a failed database write leaves no object behind, and keeps the old image on edit", () =>
  withApp(async (t, token) => {
    const { slider } = await json(await add(t, token, "T", "S", [png(), "a.png"]));
    // A constraint the form does not know about makes the database refuse the row after the upload.
    await t.deps.sql`alter table sliders add constraint no_zed check (title <> 'Zed')`;
    assert.equal((await add(t, token, "Zed", "S", [await jpeg(), "z.jpg"])).status, 500);
    const edit = await call(t, "PUT", `/api/sliders/${slider.id}`, {
      token,
      form: form({ title: "Zed", subtitle: "S", image: [await jpeg(), "z.jpg"] }),
    });
    assert.equal(edit.status, 500);
    assert.deepEqual(await storedImages(t.deps.storage, "sliders"), [slider.image]);
    assert.deepEqual(await json(await call(t, "GET", "/api/sliders")), [slider]);
  }));

Deno.test("sliders: the public list is cached with an ETag and refreshed by every write", () =>
  withApp(async (t, token) => {
    let etag = await expectCachedWithEtag(t, "/api/sliders");

    const fresh = async (expected: string[]) => {
      const res = await call(t, "GET", "/api/sliders", { headers: { "If-None-Match": etag } });
      assert.equal(res.status, 200);
      assert.notEqual(res.headers.get("etag"), etag);
      etag = res.headers.get("etag")!;
      assert.deepEqual((await json(res)).map((s: { title: string }) => s.title), expected);
    };
    const { slider } = await json(await add(t, token, "One", "S", [png(), "a.png"]));
    await fresh(["One"]);
    await (await call(t, "PUT", `/api/sliders/${slider.id}`, { token, form: form({ title: "Uno", subtitle: "S" }) })).body?.cancel();
    await fresh(["Uno"]);
    await (await call(t, "DELETE", `/api/sliders/${slider.id}`, { token })).body?.cancel();
    await fresh([]);
  }));

Deno.test("sliders: an edit without an image racing one with an image never points the row at a deleted object", () =>
  withApp(async (t, token) => {
    const { slider } = await json(await add(t, token, "Learn", "Caption", [png(), "a.png"]));
    const fields = { title: "Learn", subtitle: "Caption" };
    await raceImageEdits(t, token, { folder: "sliders", path: `/api/sliders/${slider.id}`, id: slider.id, fields });
  }));
