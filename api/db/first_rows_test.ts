import assert from "node:assert/strict";
import { FIRST_MAX } from "@institute/schemas";
import { seedDemoContent } from "../seed/demo.ts";
import { call, json, withApp } from "../testing/harness.ts";

// The public lists a page shows a few of (the home page's course cards, photos and testimonials).
const LISTS = ["/api/courses/cards", "/api/gallery", "/api/testimonials"];
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

Deno.test("public lists: `first` answers the list's first rows in its own order, the whole list without it or past its end", () =>
  withApp(async (t) => {
    await seedDemoContent(t.deps.sql, t.deps.storage);
    for (const path of LISTS) {
      const whole = ids(await json(await call(t, "GET", path)));
      assert.ok(whole.length >= 3, `${path}: the demo content has a few`);
      assert.deepEqual(ids(await json(await call(t, "GET", `${path}?first=2`))), whole.slice(0, 2), path);
      assert.deepEqual(ids(await json(await call(t, "GET", `${path}?first=${FIRST_MAX}`))), whole, path);
      // An empty one is as good as none, as on every list.
      assert.deepEqual(ids(await json(await call(t, "GET", `${path}?first=`))), whole, path);
    }
  }));

Deno.test("public lists: a `first` that is no whole number from 1 to FIRST_MAX is a 400 naming it", () =>
  withApp(async (t) => {
    for (const path of LISTS) {
      for (const first of ["0", "-1", "1.5", "abc", "1e1", String(FIRST_MAX + 1), "99999999999"]) {
        const res = await call(t, "GET", `${path}?first=${first}`);
        assert.equal(res.status, 400, `${path}?first=${first}`);
        const body = await json(res);
        assert.deepEqual(body.issues.map((i: { path: string }) => i.path), ["first"], `${path}?first=${first}`);
        assert.match(body.issues[0].message, new RegExp(`first must be a whole number from 1 to ${FIRST_MAX}`));
      }
    }
  }));

Deno.test("public lists: each `first` is kept apart from the whole list, by value (another spelling shares its entry), other parameters share it too, and a write drops them all", () =>
  withApp(async (t, token) => {
    await seedDemoContent(t.deps.sql, t.deps.storage);
    const read = async (path: string) => {
      const res = await call(t, "GET", path);
      assert.equal(res.status, 200, path);
      return { state: res.headers.get("x-cache"), ids: ids(await json(res)) };
    };
    const whole = await read("/api/courses/cards");
    const three = await read("/api/courses/cards?first=3");
    assert.deepEqual([whole.state, three.state], ["miss", "miss"]);
    assert.deepEqual(three.ids, whole.ids.slice(0, 3));
    assert.deepEqual(await read("/api/courses/cards?first=3&utm_source=mail"), { state: "hit", ids: three.ids });
    assert.deepEqual(await read("/api/courses/cards?utm_source=mail"), { state: "hit", ids: whole.ids });
    // Spellings of one value are one entry: a flood of them (first=03, first=003, ...) takes no room.
    assert.deepEqual(await read("/api/courses/cards?first=003"), { state: "hit", ids: three.ids });
    const refused = await call(t, "GET", "/api/courses/cards?first=three");
    assert.equal(refused.status, 400);
    assert.equal(refused.headers.get("x-cache"), null, "a refused query is never looked up nor kept");

    const removed = await call(t, "DELETE", `/api/courses/${whole.ids[0]}`, { token });
    assert.equal(removed.status, 200);
    assert.deepEqual(await read("/api/courses/cards?first=3"), { state: "miss", ids: whole.ids.slice(1, 4) });
  }));
