import assert from "node:assert/strict";
import { call, json, startTestApp, type TestApp } from "./harness.ts";

const behindProxy = { TRUST_PROXY: true };
const from = (ip: string) => ({ "X-Real-IP": ip });
const contact = (t: TestApp, ip: string, extra: Record<string, string> = {}) =>
  call(t, "POST", "/api/contacts", {
    json: { name: "Asha", email: "asha@example.com", mobile: "9876543210", message: "Hello", ...extra },
    headers: from(ip),
  });
const inquiry = (t: TestApp, ip: string, extra: Record<string, string> = {}) =>
  call(t, "POST", "/api/inquiries", {
    json: { name: "Asha", email: "asha@example.com", mobile: "9876543210", message: "Python?", ...extra },
    headers: from(ip),
  });

async function withApp(fn: (t: TestApp) => Promise<void>, overrides = {}) {
  const t = await startTestApp({ ...behindProxy, ...overrides });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

const rows = async (t: TestApp, table: "contacts" | "inquiries" | "students" | "visitors") =>
  (await t.deps.sql`select count(*)::int as n from ${t.deps.sql(table)}`)[0].n;

Deno.test("write limits: 10 contact messages and 10 inquiries per address in 10 minutes, then 429 with Retry-After; other addresses unaffected", () =>
  withApp(async (t) => {
    for (const send of [contact, inquiry]) {
      // A refused form (400) is not counted: a visitor correcting mistakes is never the one locked out.
      assert.equal((await send(t, "10.1.0.1", { mobile: "12" })).status, 400);
      for (let i = 0; i < 10; i++) assert.equal((await send(t, "10.1.0.1")).status, 201, `write ${i + 1}`);
      const refused = await send(t, "10.1.0.1");
      assert.equal(refused.status, 429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
      assert.match((await json(refused)).error, /Too many submissions/);
      assert.equal((await send(t, "10.1.0.2")).status, 201);
    }
    assert.equal(await rows(t, "contacts"), 11);
    assert.equal(await rows(t, "inquiries"), 11);
  }));

Deno.test("write limits: 5 registrations per address in 10 minutes; 0 turns a limit off", async () => {
  await withApp(async (t) => {
    const [{ id }] = await t.deps.sql`insert into courses (title) values ('Python') returning id`;
    const register = (i: number, ip: string) => {
      const form = new FormData();
      for (
        const [k, v] of Object.entries({
          name: "S",
          email: `s${i}@example.com`,
          mobile: "9876543210",
          password: "my own 7 words",
          course_id: String(id),
        })
      ) {
        form.append(k, v);
      }
      return call(t, "POST", "/api/students/register", { form, headers: from(ip) });
    };
    for (let i = 0; i < 5; i++) assert.equal((await register(i, "10.2.0.1")).status, 201);
    assert.equal((await register(5, "10.2.0.1")).status, 429);
    assert.equal((await register(6, "10.2.0.2")).status, 201);
    assert.equal(await rows(t, "students"), 6);
  });
  await withApp(async (t) => {
    for (let i = 0; i < 15; i++) assert.equal((await contact(t, "10.3.0.1")).status, 201);
  }, { LIMIT_CONTACTS_PER_10_MINUTES: 0 });
});

Deno.test("write limits: past 20 new visitor ids per address in an hour, new ids are not counted, yet the beacon still succeeds", () =>
  withApp(async (t) => {
    const visit = (visitorId: string, ip: string) => call(t, "POST", "/api/visits", { json: { visitorId }, headers: from(ip) });
    for (let i = 0; i < 30; i++) assert.equal((await visit(`invented-${i}`, "10.4.0.1")).status, 200);
    assert.equal(await rows(t, "visitors"), 20);
    // Known visitors keep being seen; another address still adds its own.
    assert.equal((await visit("invented-0", "10.4.0.1")).status, 200);
    assert.equal((await visit("someone-else", "10.4.0.2")).status, 200);
    assert.equal(await rows(t, "visitors"), 21);
  }));

Deno.test("write limits: a filled trap field is answered as a success and stored nowhere", () =>
  withApp(async (t) => {
    for (const send of [contact, inquiry]) {
      const res = await send(t, "10.5.0.1", { website: "http://spam.example" });
      assert.equal(res.status, 201);
      assert.equal((await json(res)).id, 0);
    }
    assert.equal(await rows(t, "contacts"), 0);
    assert.equal(await rows(t, "inquiries"), 0);
    assert.equal((await contact(t, "10.5.0.1", { website: "" })).status, 201);
    assert.equal(await rows(t, "contacts"), 1);
  }));
