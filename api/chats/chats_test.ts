import assert from "node:assert/strict";
import { call, json, withApp } from "../testing/harness.ts";

Deno.test("chats: each chat opened from a course page counts towards the course's inquiries, beside its form inquiries", () =>
  withApp(async (t, token) => {
    const [java, python, idle] = await t.deps.sql<{ id: number }[]>`
      insert into courses (title) values ('Java'), ('Python'), ('Idle') returning id`;
    const chat = (course_id: unknown) => call(t, "POST", "/api/chats", { json: { course_id } });
    for (const course of [java.id, java.id, python.id]) {
      const res = await chat(course);
      assert.equal(res.status, 202);
      assert.equal((await json(res)).message, "Chat counted");
    }
    const visitor = { name: "Asha", email: "asha@example.com", mobile: "9876543210", message: "Weekend batch?" };
    assert.equal((await call(t, "POST", "/api/inquiries", { json: { ...visitor, course_id: python.id } })).status, 201);
    assert.equal((await call(t, "POST", "/api/inquiries", { json: { ...visitor, course_id: python.id } })).status, 201);
    // Older than the dashboard's 30 days: not counted.
    await t.deps.sql`insert into chat_opens (course_id, opened_at) values (${idle.id}, now() - interval '31 days')`;

    assert.equal((await call(t, "GET", "/api/admin/inquiries-by-course")).status, 401);
    const counts = await json(await call(t, "GET", "/api/admin/inquiries-by-course", { token }));
    assert.deepEqual(counts, [
      { course_id: python.id, title: "Python", forms: 2, chats: 1 },
      { course_id: java.id, title: "Java", forms: 0, chats: 2 },
      { course_id: idle.id, title: "Idle", forms: 0, chats: 0 },
    ]);

    assert.equal((await chat(999_999)).status, 404);
    const bad = await chat("java");
    assert.equal(bad.status, 400);
    assert.deepEqual((await json(bad)).issues, [{ path: "course_id", message: "course_id must be a course's id" }]);
  }));

Deno.test("chats: past LIMIT_CHATS_PER_HOUR from one address, chats are answered alike and not counted", () =>
  withApp(async (t, token) => {
    const [course] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Java') returning id`;
    for (let i = 0; i < 4; i++) {
      assert.equal((await call(t, "POST", "/api/chats", { json: { course_id: course.id } })).status, 202);
    }
    const [counts] = await json(await call(t, "GET", "/api/admin/inquiries-by-course", { token }));
    assert.equal(counts.chats, 2);
  }, { LIMIT_CHATS_PER_HOUR: 2 }));
