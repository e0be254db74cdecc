import assert from "node:assert/strict";
import { call, json, startTestApp } from "../testing/harness.ts";

Deno.test("visits: the first visit inserts the visitor, later ones only move last_seen", async () => {
  const t = await startTestApp();
  try {
    const first = await call(t, "POST", "/api/visits", { json: { visitorId: "v-1234567890" } });
    assert.equal(first.status, 200);
    assert.deepEqual(await json(first), { message: "Visit recorded" });
    const [row] = await t.deps.sql`select first_seen, last_seen from visitors where visitor_id = 'v-1234567890'`;
    assert.equal(row.first_seen.getTime(), row.last_seen.getTime());

    // Pretend the visitor came yesterday and was last seen an hour ago.
    await t.deps.sql`update visitors set first_seen = now() - interval '1 day', last_seen = now() - interval '1 hour'`;
    const [before] = await t.deps.sql`select first_seen from visitors`;
    assert.equal((await call(t, "POST", "/api/visits", { json: { visitorId: "v-1234567890" } })).status, 200);
    const rows = await t.deps.sql`select first_seen, last_seen > now() - interval '1 minute' as fresh from visitors`;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].first_seen.getTime(), before.first_seen.getTime());
    assert.equal(rows[0].fresh, true);
  } finally {
    await t.close();
  }
});

Deno.test("visits: the visitor id must be 8 to 64 letters, digits, - or _", async () => {
  const t = await startTestApp();
  try {
    const message = "visitorId must be 8 to 64 letters, digits, - or _";
    for (const visitorId of [undefined, "", "short", "x".repeat(65), "has space in it", "semi;colon--", 12345678]) {
      const res = await call(t, "POST", "/api/visits", { json: visitorId === undefined ? {} : { visitorId } });
      assert.equal(res.status, 400, String(visitorId));
      const body = await json(res);
      assert.equal(body.issues[0].path, "visitorId");
      if (typeof visitorId === "string") assert.equal(body.issues[0].message, message);
    }
    const [{ n }] = await t.deps.sql`select count(*)::int as n from visitors`;
    assert.equal(n, 0);
  } finally {
    await t.close();
  }
});
