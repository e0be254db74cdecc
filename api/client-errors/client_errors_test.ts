import assert from "node:assert/strict";
import { call, json, withApp } from "../testing/harness.ts";

const report = (overrides: Record<string, unknown> = {}) => ({
  remote: "public",
  build: "b7",
  route: "/courses/3?token=secret#top",
  kind: "render",
  message: "Cannot read properties of undefined (reading 'title')",
  stack: "TypeError: Cannot read properties of undefined\n    at CoursePage (CoursePage.tsx:12)",
  ...overrides,
});

Deno.test("client errors: reports are counted per remote and build for the console, without the query string", () =>
  withApp(async (t, token) => {
    const headers = { "User-Agent": "Mozilla/5.0 test" };
    for (
      const body of [report(), report({ message: "second" }), report({ remote: "admin", build: "", kind: "load", message: "chunk failed" })]
    ) {
      const sent = await call(t, "POST", "/api/client-errors", { json: body, headers });
      assert.equal(sent.status, 202);
    }
    const summary = await json(await call(t, "GET", "/api/admin/client-errors", { token }));
    assert.deepEqual(summary.map((s: Record<string, unknown>) => ({ ...s, last_at: undefined })), [
      { remote: "admin", build: "", count: 1, last_at: undefined, last_message: "chunk failed", last_route: "/courses/3" },
      { remote: "public", build: "b7", count: 2, last_at: undefined, last_message: "second", last_route: "/courses/3" },
    ]);
    const [row] = await t.deps.sql`select user_agent, stack from client_errors where message = 'second'`;
    assert.equal(row.user_agent, "Mozilla/5.0 test");
    assert.match(row.stack, /CoursePage/);
    assert.equal((await call(t, "GET", "/api/admin/client-errors")).status, 401, "the summary is the admins'");
  }));

Deno.test("client errors: a report of an unknown remote or kind is a 400; one address is limited", () =>
  withApp(async (t) => {
    assert.equal((await call(t, "POST", "/api/client-errors", { json: report({ remote: "shell" }) })).status, 400);
    assert.equal((await call(t, "POST", "/api/client-errors", { json: report({ kind: "other" }) })).status, 400);
    assert.equal((await call(t, "POST", "/api/client-errors", { json: report({ message: "x".repeat(1001) }) })).status, 400);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, "POST", "/api/client-errors", { json: report() })).status);
    assert.deepEqual(statuses, [202, 202, 202, 429]);
  }, { LIMIT_CLIENT_ERRORS_PER_10_MINUTES: 3 }));
