import assert from "node:assert/strict";
import { SignJWT } from "jose";
import { contract } from "@institute/api-contract";
import { adminToken, call, startTestApp, studentToken } from "../testing/harness.ts";

/**
 * Every admin and student route of the contract (itself checked against the bound routes),
 * called with no token, the wrong role, a forged token and an expired one.
 */
Deno.test("auth matrix: every protected route refuses missing, wrong-role, forged and expired tokens", async (t) => {
  const app = await startTestApp();
  try {
    const forged = await new SignJWT({ role: "admin", name: "Eve" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime(
      "1h",
    )
      .sign(new TextEncoder().encode("not-the-secret-not-the-secret-not-the-secret"));
    const tokens = { admin: await adminToken(app), student: await studentToken(app) };
    const protectedRoutes = Object.values(contract).flatMap((r) => Object.values(r.routes))
      .filter((r) => r.access === "admin" || r.access === "student");
    assert.ok(protectedRoutes.length > 0);
    for (const route of protectedRoutes) {
      const path = route.path.replace(/\{\w+\}/g, "1");
      const other = route.access === "admin" ? tokens.student : tokens.admin;
      await t.step(`${route.method.toUpperCase()} ${route.path} (${route.access})`, async () => {
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
