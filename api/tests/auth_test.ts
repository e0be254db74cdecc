import assert from "node:assert/strict";
import { Hono } from "hono";
import { SignJWT, UnsecuredJWT } from "jose";
import { createTokenService, requireRole, tokenFromHeader } from "../auth/tokens.ts";
import { errorHandler } from "../http/errors.ts";
import { captureLogger, json, TEST_SECRET } from "./harness.ts";

const tokens = createTokenService(TEST_SECRET);
const app = new Hono()
  .get("/admin", requireRole(tokens, "admin"), (c) => c.json(c.get("user")))
  .get("/student", requireRole(tokens, "student"), (c) => c.json(c.get("user")));
app.onError(errorHandler(captureLogger().log));

const call = (path: string, authorization?: string) =>
  app.request(path, { headers: authorization === undefined ? {} : { Authorization: authorization } });

const key = new TextEncoder().encode(TEST_SECRET);

Deno.test("auth: a valid admin token is accepted raw and as Bearer", async () => {
  const token = await tokens.sign({ id: 7, role: "admin", name: "Asha" });
  for (const header of [token, `Bearer ${token}`, `bearer  ${token}`]) {
    const res = await call("/admin", header);
    assert.equal(res.status, 200, header.slice(0, 10));
    assert.deepEqual(await json(res), { id: 7, role: "admin", name: "Asha" });
  }
});

Deno.test("auth: missing or empty token is 401", async () => {
  for (const header of [undefined, "", "Bearer ", "Bearer"]) {
    const res = await call("/admin", header);
    assert.equal(res.status, 401);
    assert.equal(typeof (await json(res)).error, "string");
  }
});

Deno.test("auth: a token of the other role is 403", async () => {
  const student = await tokens.sign({ id: 1, role: "student", name: "Sam" });
  assert.equal((await call("/admin", `Bearer ${student}`)).status, 403);
  const admin = await tokens.sign({ id: 1, role: "admin", name: "Asha" });
  assert.equal((await call("/student", admin)).status, 403);
  assert.equal((await call("/student", student)).status, 200);
});

Deno.test("auth: forged, expired, alg none and malformed tokens are 401", async () => {
  const forged = await new SignJWT({ role: "admin", name: "Eve" })
    .setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime("1h")
    .sign(new TextEncoder().encode("some-other-secret-some-other-secret"));
  const expired = await new SignJWT({ role: "admin", name: "Old" })
    .setProtectedHeader({ alg: "HS256" }).setSubject("1").setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
  const none = new UnsecuredJWT({ role: "admin", name: "None" }).setSubject("1").setExpirationTime("1h").encode();
  const hs512 = await new SignJWT({ role: "admin", name: "Alg" })
    .setProtectedHeader({ alg: "HS512" }).setSubject("1").setExpirationTime("1h").sign(new Uint8Array(64).fill(1));
  const noExp = await new SignJWT({ role: "admin", name: "Forever" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").sign(key);
  const badRole = await new SignJWT({ role: "root", name: "X" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime(
    "1h",
  ).sign(key);
  const cases = { forged, expired, none, hs512, noExp, badRole, garbage: "not.a.token", tampered: forged.slice(0, -3) + "abc" };
  for (const [name, token] of Object.entries(cases)) {
    assert.equal((await call("/admin", `Bearer ${token}`)).status, 401, name);
    assert.equal((await call("/admin", token)).status, 401, `${name} raw`);
  }
});

Deno.test("auth: tokens carry sub, role, name and the lifetimes of decisions.md", async () => {
  const now = Math.floor(Date.now() / 1000);
  for (const [role, hours] of [["admin", 8], ["student", 24 * 7]] as const) {
    const token = await tokens.sign({ id: 3, role, name: "N" });
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    assert.equal(payload.sub, "3");
    assert.equal(payload.role, role);
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
