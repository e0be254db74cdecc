import assert from "node:assert/strict";
import { call, json, startTestApp, type TestApp } from "../testing/harness.ts";

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

const statuses = async (answers: (Response | Promise<Response>)[]) => {
  const counted: Record<number, number> = {};
  for (const answer of await Promise.all(answers)) {
    counted[answer.status] = (counted[answer.status] ?? 0) + 1;
    await answer.body?.cancel();
  }
  return counted;
};

Deno.test("write limits: a parallel burst from one address takes exactly the limit, on every limited route", () =>
  withApp(async (t) => {
    const many = (n: number, send: (i: number) => Response | Promise<Response>) => Array.from({ length: n }, (_, i) => send(i));
    assert.deepEqual(await statuses(many(25, () => contact(t, "10.6.0.1"))), { 201: 10, 429: 15 });
    assert.deepEqual(await statuses(many(25, () => inquiry(t, "10.6.0.1"))), { 201: 10, 429: 15 });
    assert.equal(await rows(t, "contacts"), 10);
    const report = { remote: "public", build: "b1", route: "/", kind: "render", message: "boom" };
    const reports = many(45, () => call(t, "POST", "/api/client-errors", { json: report, headers: from("10.6.0.1") }));
    assert.deepEqual(await statuses(reports), { 202: 30, 429: 15 });
    const visits = many(
      35,
      (i) => call(t, "POST", "/api/visits", { json: { visitorId: `burst-visitor-${i}` }, headers: from("10.6.0.1") }),
    );
    assert.deepEqual(await statuses(visits), { 200: 35 });
    assert.equal(await rows(t, "visitors"), 20);
  }));

Deno.test("write limits: a burst of refused forms gives every slot back; registering a taken email keeps its slot", () =>
  withApp(async (t) => {
    // Slots in flight count (a burst's later forms may meet 429), and each refused form's comes back after.
    const refused = await statuses(Array.from({ length: 20 }, () => contact(t, "10.7.0.1", { mobile: "12" })));
    assert.equal((refused[400] ?? 0) + (refused[429] ?? 0), 20);
    for (let i = 0; i < 10; i++) assert.equal((await contact(t, "10.7.0.1")).status, 201, `write ${i + 1}`);
    assert.equal((await contact(t, "10.7.0.1")).status, 429);
    const [{ id }] = await t.deps.sql`insert into courses (title) values ('Python') returning id`;
    const register = () => {
      const form = new FormData();
      const fields = { name: "S", email: "taken@example.com", mobile: "9876543210", password: "my own 7 words", course_id: String(id) };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return call(t, "POST", "/api/students/register", { form, headers: from("10.7.0.2") });
    };
    assert.equal((await register()).status, 201);
    // Asking again and again whether an email studies here is limited like registering.
    assert.deepEqual(await statuses(Array.from({ length: 8 }, register)), { 409: 4, 429: 4 });
  }));

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
