import assert from "node:assert/strict";
import { call, expectIssues, json, tableColumns, withApp } from "../testing/harness.ts";
import { PrivacyNotice } from "@institute/schemas";

Deno.test("privacy: the table holds the fields the notice's schema declares, and its one row's id", () =>
  withApp(async (t) => {
    assert.deepEqual(await tableColumns(t.deps.sql, "privacy_notice"), [...Object.keys(PrivacyNotice.shape), "id"].sort());
  }));

Deno.test("privacy: a fresh install has a notice that says what is stored; the admin saves another, sanitised, and the public read follows", () =>
  withApp(async (t, token) => {
    const first = await json(await call(t, "GET", "/api/privacy"));
    assert.match(first.content, /<h2>What we store<\/h2>/);
    assert.match(first.content, /visitor number/);
    assert.ok(!Number.isNaN(Date.parse(first.updated_at)));

    const content = '<h2>Our notice</h2><p onclick="steal()">We keep inquiries for 12 months.<script>alert(1)</script></p>';
    const res = await call(t, "PUT", "/api/privacy", { token, json: { content } });
    assert.equal(res.status, 200);
    const saved = await json(res);
    assert.equal(saved.message, "Privacy notice saved");
    assert.equal(saved.content, "<h2>Our notice</h2><p>We keep inquiries for 12 months.</p>");
    assert.ok(Date.parse(saved.updated_at) >= Date.parse(first.updated_at));
    assert.deepEqual(await json(await call(t, "GET", "/api/privacy")), { content: saved.content, updated_at: saved.updated_at });
    const [entry] = await t.deps.sql`select action from activity where entity = 'Privacy notice'`;
    assert.equal(entry?.action, "update", "the save is in the activity log");
  }));

Deno.test("privacy: only admins save the notice, and a save without its content is a 400 that changes nothing", () =>
  withApp(async (t, token) => {
    const before = await json(await call(t, "GET", "/api/privacy"));
    assert.equal((await call(t, "PUT", "/api/privacy", { json: { content: "<p>Mine</p>" } })).status, 401);
    await expectIssues<unknown>([
      [{}, "content", "content is required"],
      [{ content: "x".repeat(200_001) }, "content", "must be at most 200000 characters"],
    ], (body) => call(t, "PUT", "/api/privacy", { token, json: body }));
    assert.deepEqual(await json(await call(t, "GET", "/api/privacy")), before);
  }));
