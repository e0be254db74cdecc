import assert from "node:assert/strict";
import { hashPassword, verifyPassword } from "./password.ts";

Deno.test("passwords: bcrypt with cost 10, verified, never stored plain", async () => {
  const stored = await hashPassword("correct horse");
  assert.match(stored, /^\$2[aby]\$10\$/);
  assert.ok(!stored.includes("correct horse"));
  assert.equal(await verifyPassword("correct horse", stored), true);
  assert.equal(await verifyPassword("wrong horse", stored), false);
  assert.equal(await verifyPassword("anything", null), false);
  assert.equal(await verifyPassword("anything", "not-a-hash"), false);
});
