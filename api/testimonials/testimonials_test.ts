import assert from "node:assert/strict";
import { Testimonial } from "@institute/schemas";
import { call, expectCachedWithEtag, expectIssues, form, json, tableColumns, withApp } from "../testing/harness.ts";
import { jpeg, png, textFile } from "../testing/fixtures.ts";
import { raceImageEdits } from "../testing/image_race.ts";

Deno.test("testimonials: the table holds exactly the fields the testimonial's schema declares, its place in the order and its creation time", () =>
  withApp(async (t) => {
    assert.deepEqual(await tableColumns(t.deps.sql, "testimonials"), [...Object.keys(Testimonial.shape), "position", "created_at"].sort());
  }));

Deno.test("testimonials: add, list in creation order, edit, delete, with the image kept in storage", () =>
  withApp(async (t, token) => {
    const add = await call(t, "POST", "/api/testimonials/add", {
      token,
      form: form({ name: "Asha", content: "Great course", rating: "4", designation: "Developer", image: [await jpeg(), "asha.jpg"] }),
    });
    assert.equal(add.status, 201);
    const { message, testimonial } = await json(add);
    assert.equal(message, "Testimonial added");
    assert.deepEqual({ ...testimonial, image: undefined }, {
      id: testimonial.id,
      name: "Asha",
      content: "Great course",
      rating: 4,
      designation: "Developer",
      image: undefined,
    });
    assert.match(testimonial.image, /^[0-9a-f-]{36}\.jpg$/);
    assert.equal(await t.deps.storage.exists(`testimonials/${testimonial.image}`), true);

    const second = await json(
      await call(t, "POST", "/api/testimonials/add", { token, form: form({ name: "Ravi", content: "Helpful mentors" }) }),
    );
    assert.equal(second.testimonial.rating, 5, "rating defaults to 5");
    assert.equal(second.testimonial.image, null);

    const list = await json(await call(t, "GET", "/api/testimonials"));
    assert.deepEqual(list.map((x: { name: string }) => x.name), ["Asha", "Ravi"]);

    // Edit without an image keeps the old one; with one, the old object is deleted.
    const kept = await json(
      await call(t, "PUT", `/api/testimonials/${testimonial.id}`, {
        token,
        form: form({ name: "Asha K", content: "Great course!", rating: 5, oldImage: testimonial.image }),
      }),
    );
    assert.equal(kept.testimonial.image, testimonial.image);
    assert.equal(kept.message, "Testimonial updated");
    const replaced = await json(
      await call(t, "PUT", `/api/testimonials/${testimonial.id}`, {
        token,
        form: form({ name: "Asha K", content: "Great course!", image: [png(), "new.png"] }),
      }),
    );
    assert.match(replaced.testimonial.image, /\.png$/);
    assert.equal(await t.deps.storage.exists(`testimonials/${testimonial.image}`), false);
    assert.equal(await t.deps.storage.exists(`testimonials/${replaced.testimonial.image}`), true);

    const del = await call(t, "DELETE", `/api/testimonials/${testimonial.id}`, { token });
    assert.deepEqual(await json(del), { message: "Testimonial deleted" });
    assert.equal(await t.deps.storage.exists(`testimonials/${replaced.testimonial.image}`), false);
    assert.deepEqual(await t.deps.storage.list("testimonials"), []);
    assert.equal((await call(t, "DELETE", `/api/testimonials/${testimonial.id}`, { token })).status, 404);
    assert.equal((await call(t, "PUT", `/api/testimonials/9999`, { token, form: form({ name: "X", content: "Y" }) })).status, 404);
  }));

Deno.test("testimonials: validation answers 400 with the field named", () =>
  withApp(async (t, token) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ content: "x" }, "name", "Name is required"],
      [{ name: "  ", content: "x" }, "name", "Name is required"],
      [{ name: "n" }, "content", "Message is required"],
      [{ name: "n", content: "c", rating: "0" }, "rating", "Rating must be a whole number from 1 to 5"],
      [{ name: "n", content: "c", rating: "6" }, "rating", "Rating must be a whole number from 1 to 5"],
      [{ name: "n", content: "c", rating: "4.5" }, "rating", "Rating must be a whole number from 1 to 5"],
      [{ name: "n", content: "c", rating: "five" }, "rating", "Rating must be a whole number from 1 to 5"],
      [{ name: "n".repeat(101), content: "c" }, "name", "must be at most 100 characters"],
    ];
    await expectIssues(cases, (fields) => call(t, "POST", "/api/testimonials/add", { token, form: form(fields) }));
    assert.equal((await call(t, "PUT", "/api/testimonials/abc", { token, form: form({ name: "n", content: "c" }) })).status, 400);
    assert.equal((await call(t, "POST", "/api/testimonials/add", { token, json: { name: "n", content: "c" } })).status, 415);
    assert.deepEqual(await json(await call(t, "GET", "/api/testimonials")), []);
  }));

Deno.test("testimonials: a text file named .png is 415, an image over 5 MiB is 413, and neither leaves a row or an object", () =>
  withApp(async (t, token) => {
    const fake = await call(t, "POST", "/api/testimonials/add", {
      token,
      form: form({ name: "n", content: "c", image: [textFile(), "photo.png"] }),
    });
    assert.equal(fake.status, 415);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await jpeg());
    const large = await call(t, "POST", "/api/testimonials/add", {
      token,
      form: form({ name: "n", content: "c", image: [big, "big.jpg"] }),
    });
    assert.equal(large.status, 413);
    assert.deepEqual(await json(await call(t, "GET", "/api/testimonials")), []);
    assert.deepEqual(await t.deps.storage.list("testimonials"), []);
  }));

Deno.test("testimonials: a failed insert leaves no object behind", () =>
  withApp(async (t, token) => {
    // A constraint the form does not know about makes the database refuse the row after the upload.
    await t.deps.sql`alter table testimonials add constraint no_zed check (name <> 'Zed')`;
    const res = await call(t, "POST", "/api/testimonials/add", {
      token,
      form: form({ name: "Zed", content: "c", image: [await jpeg(), "z.jpg"] }),
    });
    assert.equal(res.status, 500);
    assert.deepEqual(await t.deps.storage.list("testimonials"), []);
  }));

Deno.test("testimonials: the public list is cached with an ETag and refreshed by writes", () =>
  withApp(async (t, token) => {
    const etag = await expectCachedWithEtag(t, "/api/testimonials");

    await call(t, "POST", "/api/testimonials/add", { token, form: form({ name: "New", content: "Fresh" }) });
    const after = await call(t, "GET", "/api/testimonials", { headers: { "If-None-Match": etag } });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get("etag"), etag);
    assert.deepEqual((await json(after)).map((x: { name: string }) => x.name), ["New"]);
  }));

Deno.test("testimonials: an edit without an image racing one with an image never points the row at a deleted object", () =>
  withApp(async (t, token) => {
    const { testimonial } = await json(
      await call(t, "POST", "/api/testimonials/add", { token, form: form({ name: "Asha", content: "Great", image: [png(), "a.png"] }) }),
    );
    const fields = { name: "Asha", content: "Great" };
    await raceImageEdits(t, token, { folder: "testimonials", path: `/api/testimonials/${testimonial.id}`, id: testimonial.id, fields });
  }));
