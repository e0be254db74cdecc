import assert from "node:assert/strict";
import { Hono } from "hono";
import { SignJWT, UnsecuredJWT } from "jose";
import { revokeTokens } from "./accounts.ts";
import { createTokenService, requireRole, tokenFromHeader } from "./tokens.ts";
import { errorHandler } from "../http/errors.ts";
import { adminToken, captureLogger, json, startTestApp, TEST_SECRET, type TestApp } from "../testing/harness.ts";

type Call = (path: string, authorization?: string) => Response | Promise<Response>;

/** Two guarded routes over a real database, where admin 7 and admin 1 exist and student 1 does not. */
async function withGuards(fn: (call: Call, t: TestApp) => Promise<void>) {
  const t = await startTestApp();
  try {
    await adminToken(t, 1);
    await adminToken(t, 7);
    const app = new Hono()
      .get("/admin", requireRole(t.deps, "admin"), (c) => c.json(c.get("user")))
      .get("/student", requireRole(t.deps, "student"), (c) => c.json(c.get("user")));
    app.onError(errorHandler(captureLogger().log));
    await fn(
      (path, authorization) => app.request(path, { headers: authorization === undefined ? {} : { Authorization: authorization } }),
      t,
    );
  } finally {
    await t.close();
  }
}
const tokens = createTokenService(TEST_SECRET);
const key = new TextEncoder().encode(TEST_SECRET);

Deno.test("auth: a valid admin token is accepted raw and as Bearer", () =>
  withGuards(async (call) => {
    const token = await tokens.sign({ id: 7, role: "admin", name: "Asha", version: 0 });
    for (const header of [token, `Bearer ${token}`, `bearer  ${token}`]) {
      const res = await call("/admin", header);
      assert.equal(res.status, 200, header.slice(0, 10));
      assert.deepEqual(await json(res), { id: 7, role: "admin", name: "Asha", version: 0 });
    }
  }));

Deno.test("auth: missing or empty token is 401", () =>
  withGuards(async (call) => {
    for (const header of [undefined, "", "Bearer ", "Bearer"]) {
      const res = await call("/admin", header);
      assert.equal(res.status, 401);
      assert.equal(typeof (await json(res)).error, "string");
    }
  }));

Deno.test("auth: a token of the other role is 403; a token of an account that does not exist is 401", () =>
  withGuards(async (call) => {
    const student = await tokens.sign({ id: 1, role: "student", name: "Sam", version: 0 });
    assert.equal((await call("/admin", `Bearer ${student}`)).status, 403);
    const admin = await tokens.sign({ id: 1, role: "admin", name: "Asha", version: 0 });
    assert.equal((await call("/student", admin)).status, 403);
    const gone = await call("/student", student);
    assert.equal(gone.status, 401);
    assert.equal((await json(gone)).error, "Your account no longer exists. Please log in again.");
  }));

Deno.test("auth: a revoked token is 401 at once, and a token of the new version is accepted", () =>
  withGuards(async (call, t) => {
    const before = await tokens.sign({ id: 7, role: "admin", name: "Asha", version: 0 });
    assert.equal((await call("/admin", before)).status, 200);
    await revokeTokens(t.deps.sql, "admin", 7);
    const refused = await call("/admin", before);
    assert.equal(refused.status, 401);
    assert.equal((await json(refused)).error, "Your session is invalid or has expired. Please log in again.");
    assert.equal((await call("/admin", await tokens.sign({ id: 7, role: "admin", name: "Asha", version: 1 }))).status, 200);
    // Another account's tokens are untouched.
    assert.equal((await call("/admin", await tokens.sign({ id: 1, role: "admin", name: "B", version: 0 }))).status, 200);
  }));

Deno.test("auth: forged, expired, alg none, versionless and malformed tokens are 401", () =>
  withGuards(async (call) => {
    const claims = { role: "admin", name: "Eve", ver: 0 };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret"));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" }).setSubject("1").setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    const none = new UnsecuredJWT(claims).setSubject("1").setExpirationTime("1h").encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS512" }).setSubject("1").setExpirationTime("1h").sign(new Uint8Array(64).fill(1));
    const noExp = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setSubject("1").sign(key);
    const badRole = await new SignJWT({ ...claims, role: "root" }).setProtectedHeader({ alg: "HS256" }).setSubject("1")
      .setExpirationTime("1h").sign(key);
    const noVersion = await new SignJWT({ role: "admin", name: "Old" }).setProtectedHeader({ alg: "HS256" }).setSubject("1")
      .setExpirationTime("1h").sign(key);
    const cases = {
      forged,
      expired,
      none,
      hs512,
      noExp,
      badRole,
      noVersion,
      garbage: "not.a.token",
      tampered: forged.slice(0, -3) + "abc",
    };
    for (const [name, token] of Object.entries(cases)) {
      assert.equal((await call("/admin", `Bearer ${token}`)).status, 401, name);
      assert.equal((await call("/admin", token)).status, 401, `${name} raw`);
    }
  }));

Deno.test("auth: tokens carry sub, role, name, version and the lifetimes of decisions.md", async () => {
  const now = Math.floor(Date.now() / 1000);
  for (const [role, hours] of [["admin", 8], ["student", 24 * 7]] as const) {
    const token = await tokens.sign({ id: 3, role, name: "N", version: 4 });
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    assert.equal(payload.sub, "3");
    assert.equal(payload.role, role);
    assert.equal(payload.ver, 4);
    assert.ok(Math.abs(payload.exp - now - hours * 3600) < 60, `${role} lifetime`);
    assert.equal(JSON.parse(atob(token.split(".")[0])).alg, "HS256");
  }
});

Deno.test("auth: tokenFromHeader reads both header forms", () => {
  assert.equal(tokenFromHeader("Bearer abc"), "abc");
  assert.equal(tokenFromHeader("abc"), "abc");
  assert.equal(tokenFromHeader("  Bearer   abc  "), "abc");
  assert.equal(tokenFromHeader(undefined), null);
  assert.equal(tokenFromHeader("   "), null);
});
