import assert from "node:assert/strict";
import { Hono } from "hono";
import postgres from "postgres";
import { migrate } from "../db/migrate.ts";
import { CHANGE_CHANNEL, createPublicCache } from "./public-cache.ts";
import { captureLogger, databaseUrl, testDatabase } from "../testing/harness.ts";

/** One API replica: its own connection pool and cache over the shared database. */
async function replica(sql: postgres.Sql) {
  const cache = await createPublicCache(sql, captureLogger().log);
  const app = new Hono()
    .use(cache.writes("sliders"))
    .get("/sliders", cache.read("sliders"), async (c) => c.json(await sql`select title from sliders order by id`))
    .post("/sliders", async (c) => {
      await sql`insert into sliders (title) values (${c.req.query("title") ?? ""})`;
      return c.json({ message: "added" }, 201);
    });
  return { app, cache };
}

const titles = async (app: Hono) => {
  const res = await app.request("/sliders");
  return { state: res.headers.get("x-cache"), titles: (await res.json()).map((r: { title: string }) => r.title) };
};

/**
 * Settles once `pool` hands its listeners a note that `matches`. A pool hands each note to its
 * listeners in the order they listened: once the test's own has it, that pool's replica has
 * handled it.
 */
const heard = (pool: postgres.Sql, matches: (payload: string) => boolean) =>
  new Promise<void>((done) => {
    const listening = pool.listen(CHANGE_CHANNEL, (payload) => {
      if (!matches(payload)) return;
      done();
      void listening.then(({ unlisten }) => unlisten());
    });
  });

Deno.test("public cache: a write on one replica refreshes the others (PostgreSQL LISTEN/NOTIFY)", {
  // The embedded database serves one process and delivers no notifications between connections.
  ignore: !databaseUrl(),
}, async () => {
  const db = await testDatabase();
  await migrate(db.sql);
  const otherPool = postgres({ ...db.sql.options, max: 2 } as never);
  const a = await replica(db.sql);
  const b = await replica(otherPool);
  try {
    assert.deepEqual(await titles(b.app), { state: "miss", titles: [] });
    assert.deepEqual(await titles(b.app), { state: "hit", titles: [] });
    // This schema's notes only: the browser suite's servers may write beside in theirs.
    const ours = (payload: string) => payload.startsWith(`${db.schema}:`);
    const reachedA = heard(db.sql, ours);
    const reachedB = heard(otherPool, ours);
    assert.equal((await a.app.request("/sliders?title=New", { method: "POST" })).status, 201);
    // The writer's own cache was dropped at once.
    assert.deepEqual(await titles(a.app), { state: "miss", titles: ["New"] });
    await reachedB;
    assert.deepEqual(await titles(b.app), { state: "miss", titles: ["New"] });
    // And it is not dropped again by its own notification.
    await reachedA;
    assert.deepEqual(await titles(a.app), { state: "hit", titles: ["New"] });
  } finally {
    await a.cache.close();
    await b.cache.close();
    await otherPool.end();
    await db.close();
  }
});

Deno.test("public cache: a write in another schema of the same database (another site, a test run beside) drops nothing here", {
  ignore: !databaseUrl(),
}, async () => {
  const here = await testDatabase();
  const there = await testDatabase();
  await migrate(here.sql);
  await migrate(there.sql);
  const a = await replica(here.sql);
  const b = await replica(there.sql);
  try {
    assert.deepEqual(await titles(a.app), { state: "miss", titles: [] });
    // A mark sent after the write reaches this pool after the write's note (PostgreSQL delivers in
    // commit order): once it is heard here, the write's note was too.
    const mark = `mark-${crypto.randomUUID()}`;
    const marked = heard(here.sql, (payload) => payload === mark);
    assert.equal((await b.app.request("/sliders?title=Theirs", { method: "POST" })).status, 201);
    await there.sql.notify(CHANGE_CHANNEL, mark);
    await marked;
    assert.deepEqual(await titles(a.app), { state: "hit", titles: [] });
    assert.deepEqual(await titles(b.app), { state: "miss", titles: ["Theirs"] });
  } finally {
    await a.cache.close();
    await b.cache.close();
    await here.close();
    await there.close();
  }
});

Deno.test("public cache: large answers go gzipped to clients that accept it, with their own ETag", async () => {
  const db = await testDatabase();
  await migrate(db.sql);
  const { app, cache } = await replica(db.sql);
  try {
    for (let i = 0; i < 60; i++) await app.request(`/sliders?title=${"Slide number " + i}`, { method: "POST" });
    const plain = await app.request("/sliders");
    const text = await plain.text();
    assert.ok(text.length > 1024);
    assert.equal(plain.headers.get("content-encoding"), null);
    const zipped = await app.request("/sliders", { headers: { "Accept-Encoding": "gzip, br" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    assert.equal(zipped.headers.get("vary"), "Accept-Encoding");
    const etag = zipped.headers.get("etag")!;
    assert.notEqual(etag, plain.headers.get("etag"));
    assert.equal(await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).text(), text);
    assert.equal((await app.request("/sliders", { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } })).status, 304);
  } finally {
    await cache.close();
    await db.close();
  }
});

Deno.test("public cache: 5,000 distinct query strings take one entry; 5,000 distinct paths stay within the bounds, least recently used out first", async () => {
  const db = await testDatabase();
  await migrate(db.sql);
  const cache = await createPublicCache(db.sql, captureLogger().log, { entries: 50, bytes: 64 * 1024 });
  const app = new Hono()
    .get("/sliders", cache.read("sliders"), (c) => c.json({ list: "the same for every query" }))
    .get("/courses/:id", cache.read("courses"), (c) => c.json({ padding: "x".repeat(c.req.param("id").length % 7 === 0 ? 5_000 : 500) }));
  try {
    for (let i = 0; i < 5_000; i++) assert.equal((await app.request(`/sliders?random=${i}`)).status, 200);
    assert.equal(cache.size().entries, 1);
    assert.equal((await app.request("/sliders?another=1")).headers.get("x-cache"), "hit");

    for (let i = 0; i < 5_000; i++) {
      assert.equal((await app.request(`/courses/${"0".repeat(i)}1`)).status, 200);
      // Kept in use, so it is never the least recently used one.
      if (i % 10 === 0) await app.request("/sliders");
    }
    const { entries, bytes } = cache.size();
    assert.ok(entries <= 50 && bytes <= 64 * 1024, `entries=${entries} bytes=${bytes}`);
    assert.equal((await app.request("/sliders")).headers.get("x-cache"), "hit");
    assert.equal((await app.request("/courses/1")).headers.get("x-cache"), "miss");
  } finally {
    await cache.close();
    await db.close();
  }
});
