import assert from "node:assert/strict";
import { call, form, json, studentToken, type TestApp, withApp } from "../testing/harness.ts";

const EMAIL = "asha@example.com";

/** A registered student with a known password; answers its id. */
async function registered(t: TestApp): Promise<number> {
  const [{ id: course }] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
  const fields = { name: "Asha", email: EMAIL, mobile: "9876543210", password: "first-pass-1", course_id: String(course) };
  const res = await call(t, "POST", "/api/students/register", { form: form(fields) });
  assert.equal(res.status, 201);
  return (await json(res)).student.id;
}

const issue = (t: TestApp, token: string, id: number) => call(t, "POST", `/api/students/${id}/reset-link`, { token });
const reset = (t: TestApp, token: string, newPassword: string) =>
  call(t, "POST", "/api/students/reset-password", { json: { token, newPassword } });
const login = (t: TestApp, password: string) => call(t, "POST", "/api/students/login", { json: { email: EMAIL, password } });

Deno.test("reset links: an admin issues one, the student sets a new password once, and earlier sessions end", () =>
  withApp(async (t, admin) => {
    const id = await registered(t);
    const session = (await json(await login(t, "first-pass-1"))).token;
    assert.equal((await call(t, "GET", "/api/students/profile", { token: session })).status, 200);

    const issued = await issue(t, admin, id);
    assert.equal(issued.status, 201);
    assert.match(issued.headers.get("cache-control") ?? "", /no-store/);
    const link = await json(issued);
    assert.match(link.token, /^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `valid 24 hours, not ${hours}`);
    const stored = JSON.stringify(await t.deps.sql`select * from password_resets`);
    assert.ok(!stored.includes(link.token), "the database keeps only the token's hash");

    const used = await reset(t, link.token, "second-pass-2");
    assert.equal(used.status, 200);
    assert.equal((await json(used)).message, "Your password has been changed. You can log in now.");
    assert.equal((await call(t, "GET", "/api/students/profile", { token: session })).status, 401, "earlier tokens are refused");
    assert.equal((await login(t, "first-pass-1")).status, 401);
    assert.equal((await login(t, "second-pass-2")).status, 200);

    const again = await reset(t, link.token, "third-pass-3");
    assert.equal(again.status, 400);
    assert.equal((await json(again)).error, "This reset link has already been used. Ask the institute for a new one.");
    assert.equal((await login(t, "second-pass-2")).status, 200, "a spent link changes nothing");

    // The log names the student the link was for.
    const [entry] = await t.deps.sql`select action, entity, entity_id, record_name, summary from activity where action = 'issue'`;
    const [{ name }] = await t.deps.sql`select name from students where id = ${id}`;
    assert.deepEqual({ ...entry }, { action: "issue", entity: "Password resets", entity_id: String(id), record_name: name, summary: "" });
  }));

Deno.test("reset links: expired, replaced, unknown and malformed links are refused with a clear message; a weak password too", () =>
  withApp(async (t, admin) => {
    const id = await registered(t);
    const first = (await json(await issue(t, admin, id))).token;
    const second = (await json(await issue(t, admin, id))).token;
    const replaced = await reset(t, first, "second-pass-2");
    assert.equal(replaced.status, 400, "a new link replaces the earlier one");
    assert.equal((await json(replaced)).error, "This reset link is not valid. Ask the institute for a new one.");

    assert.equal((await reset(t, second, "123456")).status, 400, "a common password is refused");
    assert.equal((await reset(t, second, "abc")).status, 400, "a short one too");
    assert.equal((await login(t, "first-pass-1")).status, 200, "a refused password leaves the link and the password as they were");

    await t.deps.sql`update password_resets set expires_at = now() - interval '1 second'`;
    const expired = await reset(t, second, "second-pass-2");
    assert.equal(expired.status, 400);
    assert.equal((await json(expired)).error, "This reset link has expired. Ask the institute for a new one.");

    const malformed = await reset(t, "not-a-token", "second-pass-2");
    assert.equal(malformed.status, 400);
    assert.equal((await json(malformed)).issues[0].path, "token");
    assert.equal((await login(t, "first-pass-1")).status, 200);
  }));

Deno.test("reset links: only admins issue them, for students that exist; two uses of one link at once change the password once", () =>
  withApp(async (t, admin) => {
    const id = await registered(t);
    assert.equal((await issue(t, await studentToken(t, id), id)).status, 403);
    assert.equal((await call(t, "POST", `/api/students/${id}/reset-link`)).status, 401);
    assert.equal((await issue(t, admin, 999999)).status, 404);

    const token = (await json(await issue(t, admin, id))).token;
    const answers = await Promise.all([reset(t, token, "racing-pass-a"), reset(t, token, "racing-pass-b")]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 400]);
    const won = answers[0].status === 200 ? "racing-pass-a" : "racing-pass-b";
    assert.equal((await login(t, won)).status, 200);

    await call(t, "DELETE", `/api/students/${id}`, { token: admin });
    assert.equal((await t.deps.sql`select count(*)::int as n from password_resets`)[0].n, 0, "a deleted student's link goes with it");
  }));

Deno.test("reset links: ten uses from one address in 10 minutes, failed ones counted, then 429; another address is unaffected", () =>
  withApp(async (t, admin) => {
    const id = await registered(t);
    const link = (await json(await issue(t, admin, id))).token;
    const from = (ip: string, token: string) =>
      call(t, "POST", "/api/students/reset-password", { json: { token, newPassword: "second-pass-2" }, headers: { "X-Real-IP": ip } });
    const guessed = () => "A".repeat(43);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => from("10.8.0.1", guessed())));
    assert.deepEqual(guesses.map((r) => r.status).sort(), [...Array(10).fill(400), 429, 429]);
    await Promise.all(guesses.map((r) => r.body?.cancel()));
    const refused = await from("10.8.0.1", link);
    assert.equal(refused.status, 429, "the real link waits too: the address spent its attempts");
    assert.ok(Number(refused.headers.get("Retry-After")) > 0);
    assert.equal((await from("10.8.0.2", link)).status, 200);
    assert.equal((await login(t, "second-pass-2")).status, 200);
  }, { TRUST_PROXY: true }));
