import assert from "node:assert/strict";
import type { Hono } from "hono";
import { z } from "zod";
import { json as jsonAnswer, jsonBody, resource } from "@institute/api-contract";
import postgres from "postgres";
import { createTokenService } from "../auth/tokens.ts";
import { loadConfig } from "../config.ts";
import type { Sql } from "../db/database.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { errorHandler, HttpError, notFoundHandler } from "./errors.ts";
import { captureLogger, json, startTestApp } from "../testing/harness.ts";

const Thing = z.object({ email: z.email(), rating: z.number().int().min(1).max(5), notes: z.string().optional() });
const things = resource({ name: "Things", description: "A route declared as the real ones are." }, {
  create: {
    method: "post",
    path: "/api/things",
    summary: "Echo a thing",
    access: "public",
    request: { body: jsonBody(Thing) },
    responses: { 200: jsonAnswer(Thing, "The thing") },
    errors: [400],
  },
});

function errorApp() {
  const { log, lines } = captureLogger();
  // A client that never connects: the routes here are public, so no guard reads an account.
  const sql: Sql = postgres("postgres://127.0.0.1:1/none", { max: 1 });
  const tokens = createTokenService("a-secret-for-these-tests-only-32-bytes");
  const route = declaredRoutes({ tokens, sql, log, config: loadConfig({ APP_ENV: "test", SERVE_WEB: "false" }) });
  const app = router()
    .openapi(route(things.routes.create), (c) => c.json(c.req.valid("json"), 200))
    .get("/api/boom", () => {
      throw new Error("secret internals at /srv/app.ts:12");
    })
    .get("/api/conflict", () => {
      throw new HttpError(409, "That email is already registered");
    })
    .get("/api/nul", () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    })
    .get("/api/db-down", () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
  app.onError(errorHandler(log));
  app.notFound(notFoundHandler);
  return { app, lines };
}

const postJson = (app: { request: Hono["request"] }, path: string, body: string) =>
  app.request(path, { method: "POST", body, headers: { "Content-Type": "application/json" } });

Deno.test("errors: zod validation answers 400 with field issues", async () => {
  const { app } = errorApp();
  const res = await postJson(app, "/api/things", JSON.stringify({ email: "nope", rating: 9 }));
  assert.equal(res.status, 400);
  const body = await json(res);
  assert.equal(typeof body.error, "string");
  assert.deepEqual(body.issues.map((i: { path: string }) => i.path).sort(), ["email", "rating"]);
  assert.ok(body.issues.every((i: { message: string }) => i.message.length > 0));
});

Deno.test("errors: malformed JSON answers 400, not 500", async () => {
  const { app } = errorApp();
  const res = await postJson(app, "/api/things", "{ not json");
  assert.equal(res.status, 400);
  assert.equal(typeof (await json(res)).error, "string");
});

Deno.test("errors: an unexpected error is 500 with no stack in the body and the stack in the log", async () => {
  const { app, lines } = errorApp();
  const res = await app.request("/api/boom");
  assert.equal(res.status, 500);
  const text = await res.text();
  assert.doesNotMatch(text, /secret internals|\.ts:|at /);
  assert.deepEqual(Object.keys(JSON.parse(text)), ["error"]);
  assert.ok(lines.some((l) => l.includes("ERROR") && l.includes("secret internals") && l.includes("errors_test.ts")));
});

Deno.test("errors: HttpError keeps its status and message; unreachable backends are 503", async () => {
  const { app } = errorApp();
  const conflict = await app.request("/api/conflict");
  assert.equal(conflict.status, 409);
  assert.deepEqual(await json(conflict), { error: "That email is already registered" });
  const down = await app.request("/api/db-down");
  assert.equal(down.status, 503);
  assert.doesNotMatch(await down.text(), /ECONNREFUSED|5432/);
});

Deno.test("errors: text the database cannot store (a NUL byte) is 400, not 500", async () => {
  const { app } = errorApp();
  const res = await app.request("/api/nul");
  assert.equal(res.status, 400);
  assert.match((await json(res)).error, /cannot be stored/);
});

Deno.test("errors: a NUL byte sent to a real route is a 400 and stores nothing", async () => {
  const t = await startTestApp();
  try {
    const res = await t.app.request("/api/students/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a\u0000@x.io", password: "p" }),
    });
    assert.equal(res.status, 400);
    const contact = await t.app.request("/api/contacts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "N\u0000", email: "a@x.io", mobile: "9876543210", message: "m" }),
    });
    assert.equal(contact.status, 400);
    assert.equal((await t.deps.sql`select count(*)::int as n from contacts`)[0].n, 0);
  } finally {
    await t.close();
  }
});

Deno.test("errors: a JSON body over its route's limit (1 MiB) answers 413 before it is read", async () => {
  const { app } = errorApp();
  const thing = (notes: string) => JSON.stringify({ email: "a@example.com", rating: 5, notes });
  const res = await postJson(app, "/api/things", thing("x".repeat(1024 * 1024)));
  assert.equal(res.status, 413);
  assert.equal(typeof (await json(res)).error, "string");
  const ok = await postJson(app, "/api/things", thing("x".repeat(1000)));
  assert.equal(ok.status, 200);
});

Deno.test("errors: the real server answers unknown /api routes with JSON 404 and a request id", async () => {
  const t = await startTestApp();
  try {
    for (const [method, path] of [["GET", "/api/nothing-here"], ["POST", "/api/health"], ["DELETE", "/api"]]) {
      const res = await t.app.request(path, { method });
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.match((await json(res)).error, /No route/);
    }
    const res = await t.app.request("/api/health");
    assert.match(res.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    await res.body?.cancel();
    assert.ok(t.logLines.some((l) => l.includes("path=/api/health") && l.includes("requestId=")));
  } finally {
    await t.close();
  }
});

Deno.test("errors: a caller's X-Request-Id is kept only when it is up to 64 of [A-Za-z0-9._-]", async () => {
  const t = await startTestApp();
  try {
    const idFor = async (given: string) => {
      const res = await t.app.request("/api/health?shallow=1", { headers: { "X-Request-Id": given } });
      await res.body?.cancel();
      return res.headers.get("x-request-id");
    };
    for (const kept of ["trace.ABC_123-x", "a".repeat(64)]) assert.equal(await idFor(kept), kept);
    for (const refused of ["a".repeat(65), "a=b", "a b", "<script>", "a;b", "../etc"]) {
      assert.match((await idFor(refused)) ?? "", /^[0-9a-f-]{36}$/, refused);
    }
  } finally {
    await t.close();
  }
});
