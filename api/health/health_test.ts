import assert from "node:assert/strict";
import postgres from "postgres";
import { buildServer } from "../server.ts";
import { openLocalStorage } from "../storage/local.ts";
import { json, startTestApp, studentToken, withApp } from "../testing/harness.ts";

Deno.test("health: ok when the database and storage answer", async () => {
  const t = await startTestApp();
  try {
    const res = await t.app.request("/api/health");
    assert.equal(res.status, 200);
    assert.deepEqual(await json(res), { status: "ok", db: "ok", storage: "ok" });
    assert.equal(res.headers.get("cache-control"), "no-store");
  } finally {
    await t.close();
  }
});

Deno.test("health: 503 naming the database when it is down", async () => {
  const t = await startTestApp();
  // A port nothing listens on: the same client, a database that is not there.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const dead = postgres({ host: "127.0.0.1", port, connect_timeout: 1, max: 1, onnotice: () => {} });
  try {
    const app = buildServer({ ...t.deps, sql: dead });
    const res = await app.request("/api/health");
    assert.equal(res.status, 503);
    const body = await json(res);
    assert.equal(body.status, "error");
    assert.match(body.db, /^error/);
    assert.equal(body.storage, "ok");
    const shallow = await app.request("/api/health?shallow=1");
    assert.equal(shallow.status, 200);
  } finally {
    await dead.end();
    await t.close();
  }
});

Deno.test("health: 503 naming the storage when it is gone", async () => {
  const t = await startTestApp();
  const dir = await Deno.makeTempDir();
  const storage = await openLocalStorage(`${dir}/uploads`);
  await Deno.remove(dir, { recursive: true });
  try {
    const app = buildServer({ ...t.deps, storage });
    const res = await app.request("/api/health");
    assert.equal(res.status, 503);
    const body = await json(res);
    assert.equal(body.db, "ok");
    assert.match(body.storage, /^error/);
  } finally {
    await t.close();
  }
});

Deno.test("health: an admin reads how many statements the process has written; no one else does", () =>
  withApp(async (t, token) => {
    const stats = async () => {
      const res = await t.app.request("/api/health/stats", { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(res.status, 200);
      // As every answer to a request with a token (http/no-store.ts).
      assert.equal(res.headers.get("cache-control"), "no-store");
      return (await json(res)).queries as number;
    };
    const before = await stats();
    assert.equal((await t.app.request("/api/courses")).status, 200);
    const after = await stats();
    // The course list's read, counted; a read of the stats alone costs the token's check.
    const own = (await stats()) - after;
    assert.ok(after - own > before, `${before} before the list, ${after} after`);
    assert.equal((await t.app.request("/api/health/stats")).status, 401);
    const student = await t.app.request("/api/health/stats", { headers: { Authorization: `Bearer ${await studentToken(t)}` } });
    assert.equal(student.status, 403);
  }));
