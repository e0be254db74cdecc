import assert from "node:assert/strict";
import { ensureAdmin } from "./bootstrap.ts";
import { adminToken, call, expectIssues, json, studentToken, type TestApp, withTestApp } from "../testing/harness.ts";

const createAdmin = (t: TestApp) =>
  ensureAdmin(
    t.deps.sql,
    { ...t.deps.config, ADMIN_USERNAME: "Director", ADMIN_PASSWORD: "s3cret-passw0rd", ADMIN_NAME: "Dr. Rao" },
    t.deps.log,
  );

Deno.test("admin login: the right password answers a token and the name; the token opens admin routes", () =>
  withTestApp(async (t) => {
    await createAdmin(t);
    const res = await call(t, "POST", "/api/admin/login", { json: { username: "Director", password: "s3cret-passw0rd" } });
    assert.equal(res.status, 200);
    const body = await json(res);
    assert.deepEqual(Object.keys(body).sort(), ["name", "token"]);
    assert.equal(body.name, "Dr. Rao");
    const user = await t.deps.tokens.verify(body.token);
    const [{ id }] = await t.deps.sql`select id from admins where username = 'Director'`;
    assert.deepEqual(user, { id, role: "admin", name: "Dr. Rao", version: 0 });
    assert.equal((await call(t, "GET", "/api/admin/dashboard-stats", { token: body.token })).status, 200);

    // Usernames are case-insensitive, as their unique index is.
    const lower = await call(t, "POST", "/api/admin/login", { json: { username: "  director ", password: "s3cret-passw0rd" } });
    assert.equal(lower.status, 200);
    await lower.body?.cancel();
  }));

Deno.test("admin logout: 204, then every token of the account is refused, here and on other devices; a new login works", () =>
  withTestApp(async (t) => {
    await createAdmin(t);
    const logIn = async () =>
      (await json(await call(t, "POST", "/api/admin/login", { json: { username: "Director", password: "s3cret-passw0rd" } }))).token;
    const here = await logIn();
    const elsewhere = await logIn();
    assert.equal((await call(t, "GET", "/api/admin/dashboard-stats", { token: elsewhere })).status, 200);
    const out = await call(t, "POST", "/api/admin/logout", { token: here });
    assert.equal(out.status, 204);
    assert.equal(out.headers.get("Cache-Control"), "no-store");
    for (const token of [here, elsewhere]) assert.equal((await call(t, "GET", "/api/admin/dashboard-stats", { token })).status, 401);
    assert.equal((await call(t, "POST", "/api/admin/logout", { token: here })).status, 401);
    assert.equal((await call(t, "POST", "/api/admin/logout")).status, 401);
    assert.equal((await call(t, "GET", "/api/admin/dashboard-stats", { token: await logIn() })).status, 200);
  }));

Deno.test("admin login: a wrong password and an unknown user get the same 401, which names neither", () =>
  withTestApp(async (t) => {
    await createAdmin(t);
    const wrong = await call(t, "POST", "/api/admin/login", { json: { username: "Director", password: "nope-nope" } });
    const unknown = await call(t, "POST", "/api/admin/login", { json: { username: "Ghost", password: "s3cret-passw0rd" } });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    const [a, b] = [await json(wrong), await json(unknown)];
    assert.deepEqual(a, b);
    assert.doesNotMatch(a.error, /user|exist|found|password/i);
  }));

Deno.test("admin login: username and password are required", () =>
  withTestApp(async (t) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: "x" }, "username", "Username is required"],
      [{ username: "  ", password: "x" }, "username", "Username is required"],
      [{ username: "Director" }, "password", "Password is required"],
      [{ username: "Director", password: "" }, "password", "Password is required"],
    ];
    await expectIssues(cases, (payload) => call(t, "POST", "/api/admin/login", { json: payload }));
  }));

Deno.test("admin dashboard-stats: the counters, zero on an empty database", () =>
  withTestApp(async (t) => {
    const token = await adminToken(t);
    const counters = [
      "studentCount",
      "courseCount",
      "contactCount",
      "inquiryCount",
      "newContactCount",
      "newInquiryCount",
      "pendingStudentCount",
      "totalVisitors",
      "liveVisitors",
      "dueInquiryCount",
      "dueContactCount",
    ];
    const empty = await json(await call(t, "GET", "/api/admin/dashboard-stats", { token }));
    assert.deepEqual(empty, Object.fromEntries(counters.map((counter) => [counter, 0])));

    const sql = t.deps.sql;
    const [course] = await sql`insert into courses (title) values ('Python'), ('Cloud') returning id`;
    await sql`insert into students (name, email, mobile, password_hash, course_id, status)
      values ('A', 'a@example.com', '9876543210', 'x', ${course.id}, 'active'), ('B', 'b@example.com', '9876543210', 'x', ${course.id}, 'pending'),
             ('C', 'c@example.com', '9876543210', 'x', ${course.id}, 'inactive')`;
    await sql`insert into contacts (name, email, mobile, message) values ('n', 'e@example.com', '9876543210', 'm')`;
    await sql`insert into inquiries (name, email, mobile, message)
      select 'n', 'e@example.com', '9876543210', 'm' from generate_series(1, 4)`;
    // Two visitors seen long ago, one four minutes ago (still live), two through the real route.
    await sql`insert into visitors (visitor_id, first_seen, last_seen) values
      ('old-visitor-1', now() - interval '2 days', now() - interval '1 hour'),
      ('old-visitor-2', now() - interval '2 days', now() - interval '6 minutes'),
      ('recent-visitor', now() - interval '1 day', now() - interval '4 minutes')`;
    for (const visitorId of ["browser-aaaa", "browser-bbbb", "browser-aaaa"]) {
      assert.equal((await call(t, "POST", "/api/visits", { json: { visitorId } })).status, 200);
    }

    const stats = await json(await call(t, "GET", "/api/admin/dashboard-stats", { token }));
    assert.deepEqual(stats, {
      studentCount: 3,
      courseCount: 2,
      contactCount: 1,
      inquiryCount: 4,
      newContactCount: 1,
      newInquiryCount: 4,
      pendingStudentCount: 1,
      totalVisitors: 5,
      liveVisitors: 3,
      dueInquiryCount: 0,
      dueContactCount: 0,
    });
  }));

Deno.test("admin about: the editor reads the saved about content, uncached", () =>
  withTestApp(async (t) => {
    const token = await adminToken(t);
    assert.deepEqual(await json(await call(t, "GET", "/api/admin/about", { token })), { title: "", content: "", image: null });
    await t.deps.sql`insert into about_content (id, title, content, image) values (1, 'About us', '<p>Since 2010</p>', 'a.jpg')`;
    const about = await json(await call(t, "GET", "/api/admin/about", { token }));
    assert.deepEqual(about, { title: "About us", content: "<p>Since 2010</p>", image: "a.jpg" });
    await t.deps.sql`update about_content set title = 'About the academy'`;
    assert.equal((await json(await call(t, "GET", "/api/admin/about", { token }))).title, "About the academy");
    assert.equal((await call(t, "GET", "/api/admin/about", { token: await studentToken(t) })).status, 403);
  }));
