import assert from "node:assert/strict";
import { SignJWT } from "jose";
import { apiDocs } from "../app.ts";
import { adminToken, call, startTestApp, studentToken } from "./harness.ts";

/**
 * Every admin and student route from the documentation (itself checked against the real
 * routes), called with no token, the wrong role, a forged token and an expired one.
 */
Deno.test("auth matrix: every protected route refuses missing, wrong-role, forged and expired tokens", async (t) => {
  const app = await startTestApp();
  try {
    const forged = await new SignJWT({ role: "admin", name: "Eve" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime(
      "1h",
    )
      .sign(new TextEncoder().encode("not-the-secret-not-the-secret-not-the-secret"));
    const tokens = { admin: await adminToken(app), student: await studentToken(app) };
    const protectedRoutes = apiDocs.flatMap((d) => d.routes).filter((r) => r.auth === "admin" || r.auth === "student");
    assert.ok(protectedRoutes.length > 0);
    for (const route of protectedRoutes) {
      const path = route.path.replace(/\{\w+\}/g, "1");
      const other = route.auth === "admin" ? tokens.student : tokens.admin;
      await t.step(`${route.method.toUpperCase()} ${route.path} (${route.auth})`, async () => {
        for (
          const [label, token, status] of [["no token", undefined, 401], ["other role", other, 403], ["forged", forged, 401], [
            "garbage",
            "abc.def.ghi",
            401,
          ]] as const
        ) {
          const res = await call(app, route.method.toUpperCase(), path, { token });
          assert.equal(res.status, status, `${label}`);
          const body = await res.json();
          assert.equal(typeof body.error, "string");
        }
      });
    }
  } finally {
    await app.close();
  }
});
