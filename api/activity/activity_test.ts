import assert from "node:assert/strict";
import type { ActivityEntry } from "@institute/schemas";
import { ensureAdmin } from "../admin/bootstrap.ts";
import { sweepOrphans } from "../stored-files/orphan-sweep.ts";
import { pdf } from "../testing/fixtures.ts";
import { call, form, json, studentToken, type TestApp, withApp, withTestApp } from "../testing/harness.ts";

type Entry = Omit<ActivityEntry, "id" | "at" | "address" | "request_id">;

const log = async (t: TestApp, token: string, query = "") => {
  const res = await call(t, "GET", `/api/admin/activity${query}`, { token });
  assert.equal(res.status, 200);
  return { entries: (await json(res)) as Entry[], total: Number(res.headers.get("x-total-count")) };
};

Deno.test("activity: every admin write is recorded with who, the route, the record and what was sent; reads and public writes are not", () =>
  withApp(async (t, token) => {
    const added = await json(
      await call(t, "POST", "/api/courses/add", { token, form: form({ title: "Java Full Stack", mode: "Online" }) }),
    );
    const id = added.course.id;
    await call(t, "PUT", `/api/courses/update/${id}`, { token, form: form({ title: "Java", mode: "Online", full_desc: "x".repeat(500) }) });
    await call(t, "POST", "/api/files/upload", {
      token,
      form: form({ course_id: String(id), type: "material", file: [pdf("secret text"), "notes.pdf"] }),
    });
    await call(t, "GET", "/api/courses", { token });
    await call(t, "GET", "/api/contacts", { token });
    await call(t, "POST", "/api/contacts", { json: { name: "V", email: "v@example.com", mobile: "9876543210", message: "Hi" } });
    await call(t, "GET", "/api/inquiries/export?q=none", { token });
    await call(t, "DELETE", `/api/courses/${id}`, { token });
    // A refused write changes nothing and is not an action taken.
    assert.equal((await call(t, "DELETE", "/api/courses/999999", { token })).status, 404);

    const { entries, total } = await log(t, token);
    assert.equal(total, 5);
    const [remove, exported, upload, update, add] = entries;
    assert.deepEqual(add, { ...add, admin_id: 1, admin_name: "Test Admin", action: "add", entity: "Courses", entity_id: String(id) });
    assert.match(add.summary, /title: "Java Full Stack"/);
    assert.match(add.summary, /mode: "Online"/);
    assert.deepEqual([update.action, update.entity_id], ["update", String(id)]);
    assert.match(update.summary, /title: "Java Full Stack" → "Java"/, "a short field's old and new values");
    assert.match(update.summary, /full_desc(,|$)/, "a long value is named, not written");
    assert.doesNotMatch(update.summary, /mode/, "an unchanged field is not a change");
    assert.equal(upload.action, "upload");
    assert.match(upload.summary, /file: "notes\.pdf"/);
    assert.doesNotMatch(upload.summary, /secret text/, "never a file's content");
    assert.deepEqual([exported.action, exported.entity, exported.summary], ["export", "Inquiries", 'q: "none"']);
    assert.deepEqual([remove.action, remove.entity_id], ["remove", String(id)]);
    // Each names its record as it was called then: the answer's for an add, the record before the write otherwise.
    assert.deepEqual([add, update, upload, exported, remove].map((e) => e.record_name), [
      "Java Full Stack",
      "Java Full Stack",
      "notes.pdf",
      "",
      "Java",
    ]);
  }));

Deno.test("activity: logins, failed ones too (with the username typed), and password changes without the passwords", () =>
  withTestApp(async (t) => {
    await ensureAdmin(t.deps.sql, t.deps.config, t.deps.log);
    const [username, password] = (await Deno.readTextFile(`${t.deps.config.DATA_DIR}/admin-password.txt`)).trim().split("\n");
    assert.equal((await call(t, "POST", "/api/admin/login", { json: { username, password: "wrong-guess-123" } })).status, 401);
    const token = (await json(await call(t, "POST", "/api/admin/login", { json: { username, password } }))).token;
    const newPassword = "a-new-long-passphrase-42";
    const changed = await call(t, "PUT", "/api/admin/password", { token, json: { currentPassword: password, newPassword } });
    const next = (await json(changed)).token;

    const { entries } = await log(t, next);
    const [change, login, failed] = entries;
    assert.deepEqual([failed.action, failed.admin_id, failed.admin_name, failed.summary], ["login-failed", null, username, "answered 401"]);
    assert.deepEqual([login.action, login.entity], ["login", "Admin"]);
    assert.equal(typeof login.admin_id, "number");
    assert.equal(change.action, "changePassword");
    assert.equal(change.summary, "currentPassword, newPassword");
    const everything = JSON.stringify(entries);
    for (const secret of [password, newPassword, "wrong-guess-123"]) assert.ok(!everything.includes(secret), "no password in the log");
  }));

Deno.test("activity: a flood of failed logins from one address writes its failures and one lockout, each typed name on one line", () =>
  withTestApp(async (t) => {
    await ensureAdmin(t.deps.sql, t.deps.config, t.deps.log);
    const attempt = (username: string) =>
      call(t, "POST", "/api/admin/login", { json: { username, password: "wrong-guess-123" }, headers: { "X-Real-IP": "10.9.0.1" } });
    const forged = "root\nadmin_name: owner\r\tsays hi";
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt(forged)));
    assert.deepEqual(new Set(answers.map((r) => r.status)), new Set([401, 429]));
    await Promise.all(answers.map((r) => r.body?.cancel()));
    for (const answer of await Promise.all(Array.from({ length: 10 }, () => attempt(forged)))) {
      assert.equal(answer.status, 429);
      await answer.body?.cancel();
    }
    const rows = await t.deps.sql`select admin_name, summary from activity where action = 'login-failed' order by id`;
    assert.deepEqual(rows.map((r) => r.summary).sort(), [...Array(5).fill("answered 401"), "answered 429"]);
    assert.ok(rows.every((r) => r.admin_name === "root admin_name: owner says hi"), JSON.stringify(rows));
  }, { TRUST_PROXY: true }));

Deno.test("activity: an update says old → new for what it changed, and 'no change' when it changed nothing", () =>
  withApp(async (t, token) => {
    const put = (path: string, fields: Record<string, string>) => call(t, "PUT", path, { token, form: form(fields) });
    const { testimonial } = await json(
      await call(t, "POST", "/api/testimonials/add", { token, form: form({ name: "Asha", content: "Great", rating: "4" }) }),
    );
    assert.equal((await put(`/api/testimonials/${testimonial.id}`, { name: "Asha K", content: "Great", rating: "4" })).status, 200);
    assert.equal((await put(`/api/testimonials/${testimonial.id}`, { name: "Asha K", content: "Great", rating: "4" })).status, 200);
    assert.equal(
      (await call(t, "POST", "/api/home/update", { token, form: form({ title: "Welcome", content: "<p>Hi</p>" }) })).status,
      200,
    );
    const [home, same, renamed] = (await log(t, token, "?action=update")).entries;
    assert.equal(renamed.summary, 'name: "Asha" → "Asha K"');
    assert.equal(same.summary, "no change");
    assert.equal(home.entity, "Home content");
    assert.match(home.summary, /title: .* → "Welcome"/);
  }));

Deno.test("activity: filters by action, entity, admin and day; only admins read it, and nothing writes to it", () =>
  withApp(async (t, token) => {
    await call(t, "POST", "/api/sliders/add", { token, form: form({ title: "A", subtitle: "B" }) });
    await call(t, "PUT", "/api/contacts/handled", { token, json: { ids: [1], handled: true } });
    assert.deepEqual((await log(t, token, "?action=markHandled")).entries.map((e) => e.entity), ["Contact messages"]);
    assert.deepEqual((await log(t, token, "?entity=Sliders")).total, 0, "the slider without its image was refused");
    assert.equal((await log(t, token, "?admin_id=1")).total, 1);
    assert.equal((await log(t, token, "?admin_id=2")).total, 0);
    assert.equal((await log(t, token, "?q=handled")).total, 1);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await log(t, token, `?from=${today}`)).total, 1);
    assert.equal((await log(t, token, "?to=2020-01-01")).total, 0);
    assert.equal((await call(t, "GET", "/api/admin/activity", { token: await studentToken(t) })).status, 403);
    assert.equal((await call(t, "GET", "/api/admin/activity")).status, 401);
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      assert.ok([404, 405].includes((await call(t, method, "/api/admin/activity", { token })).status), method);
    }
  }));

Deno.test("activity: the scheduled sweep removes entries older than the retention, and keeps them all at 0", () =>
  withApp(async (t) => {
    await t.deps.sql`insert into activity (action, at) values ('old', now() - interval '400 days'), ('recent', now() - interval '10 days')`;
    const kept = await sweepOrphans(t.deps, new Date(0), 0);
    assert.equal(kept?.activityRemoved, undefined);
    assert.equal((await t.deps.sql`select count(*)::int as n from activity`)[0].n, 2);
    const swept = await sweepOrphans(t.deps, new Date(0), 365);
    assert.equal(swept?.activityRemoved, 1);
    assert.deepEqual((await t.deps.sql`select action from activity`).map((r) => r.action), ["recent"]);
  }));
