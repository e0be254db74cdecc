import assert from "node:assert/strict";
import { call, expectIssues, form, json, type TestApp, withApp } from "../testing/harness.ts";
import { png } from "../testing/fixtures.ts";

/** The three lists the office orders, each with how one of its items is added. */
const LISTS = [
  {
    path: "/api/gallery",
    entity: "Gallery",
    add: (t: TestApp, token: string, n: number) =>
      call(t, "POST", "/api/gallery/upload", { token, form: form({ images: [png(), `p${n}.png`], captions: `Photo ${n}` }) }),
  },
  {
    path: "/api/sliders",
    entity: "Sliders",
    add: (t: TestApp, token: string, n: number) =>
      call(t, "POST", "/api/sliders/add", { token, form: form({ title: `Slide ${n}`, subtitle: "s", image: [png(), "s.png"] }) }),
  },
  {
    path: "/api/testimonials",
    entity: "Testimonials",
    add: (t: TestApp, token: string, n: number) =>
      call(t, "POST", "/api/testimonials/add", { token, form: form({ name: `Student ${n}`, content: "Good.", rating: "5" }) }),
  },
];

const ids = async (t: TestApp, path: string): Promise<number[]> =>
  (await json(await call(t, "GET", path))).map((r: { id: number }) => r.id);

Deno.test("display order: the office orders photos, slides and testimonials, the public lists follow, a new item takes its place, and each order is logged", () =>
  withApp(async (t, token) => {
    for (const list of LISTS) {
      for (const n of [1, 2, 3]) assert.equal((await list.add(t, token, n)).status, 201, list.path);
      const added = await ids(t, list.path);
      // As before the lists could be ordered: the newest photo first, the first slide and testimonial first.
      const [first, second, third] = list.path === "/api/gallery" ? [...added].reverse() : added;
      assert.deepEqual(added, list.path === "/api/gallery" ? [third, second, first] : [first, second, third], list.path);

      const order = [second, third, first];
      const res = await call(t, "PUT", `${list.path}/order`, { token, json: { ids: order } });
      assert.equal(res.status, 200, list.path);
      assert.deepEqual(await json(res), { message: "Order saved" });
      assert.deepEqual(await ids(t, list.path), order, `${list.path}: read in the new order (the public cache moved on)`);

      assert.equal((await list.add(t, token, 4)).status, 201);
      const fourth = (await ids(t, list.path)).find((id) => !order.includes(id))!;
      assert.deepEqual(
        await ids(t, list.path),
        list.path === "/api/gallery" ? [fourth, ...order] : [...order, fourth],
        `${list.path}: a new photo leads, a new slide or testimonial comes last`,
      );
      const [entry] = await t.deps.sql`select action from activity where entity = ${list.entity} and action = 'order'`;
      assert.ok(entry, `${list.path}: the order is in the activity log`);
    }
  }));

Deno.test("display order: an order that names an item twice, none, or not an id is a 400; one made from a list that changed since is a 409 and changes nothing; only admins order", () =>
  withApp(async (t, token) => {
    for (const list of LISTS) {
      for (const n of [1, 2]) assert.equal((await list.add(t, token, n)).status, 201);
      const before = await ids(t, list.path);
      const put = (body: unknown, auth = token) => call(t, "PUT", `${list.path}/order`, { token: auth, json: body });

      await expectIssues<unknown>([
        [{ ids: [before[0], before[0]] }, "ids", "Each item may appear only once"],
        [{ ids: [] }, "ids", "Name at least one item"],
        [{ ids: [before[0], 0] }, "ids.1", "must be a positive whole number"],
      ], (body) => put(body));
      assert.equal((await put({})).status, 400);
      // Made before an item was added or after one was deleted: the list it ordered is not the list now.
      for (const stale of [[before[1]], [...before, 999_999]]) {
        const res = await put({ ids: stale });
        assert.equal(res.status, 409, `${list.path}: ${stale}`);
        assert.match((await json(res)).error, /The list has changed since it was read/);
      }
      assert.equal((await put({ ids: [...before].reverse() }, "")).status, 401);
      assert.deepEqual(await ids(t, list.path), before, `${list.path}: unchanged`);
    }
  }));
