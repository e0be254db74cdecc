import assert from "node:assert/strict";
import { hashPassword } from "../auth/password.ts";
import { call, studentToken, withApp } from "../testing/harness.ts";
import { SHARED_CACHE } from "./representations.ts";

Deno.test("caching: every answer to a request with a token, and every login answer, is no-store; public reads may be kept briefly by a shared cache", () =>
  withApp(async (t, admin) => {
    await t.deps.sql`insert into admins (username, password_hash, name) values ('keeper', ${await hashPassword(
      "keeper-password",
    )}, 'Keeper')`;
    const cacheControl = async (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
      (await call(t, method, path, options)).headers.get("Cache-Control");

    assert.equal(await cacheControl("GET", "/api/admin/dashboard-stats", { token: admin }), "no-store");
    assert.equal(await cacheControl("GET", "/api/students", { token: admin }), "no-store");
    // A public read asked with a token (the console does) is no-store too; without one it is shared.
    assert.equal(await cacheControl("GET", "/api/courses", { token: admin }), "no-store");
    assert.equal(await cacheControl("GET", "/api/courses"), SHARED_CACHE);
    // Failures carry it as well: a wrong role, a missing row.
    assert.equal(await cacheControl("GET", "/api/students", { token: await studentToken(t) }), "no-store");
    assert.equal(await cacheControl("DELETE", "/api/sliders/999", { token: admin }), "no-store");

    for (const [password, status] of [["keeper-password", 200], ["wrong-password", 401]] as const) {
      const res = await call(t, "POST", "/api/admin/login", { json: { username: "keeper", password } });
      assert.equal(res.status, status);
      assert.equal(res.headers.get("Cache-Control"), "no-store");
    }
    const student = await call(t, "POST", "/api/students/login", { json: { email: "nobody@example.com", password: "whatever" } });
    assert.equal(student.status, 401);
    assert.equal(student.headers.get("Cache-Control"), "no-store");
  }));
