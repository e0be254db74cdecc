import assert from "node:assert/strict";
import { ensureAdmin } from "./bootstrap.ts";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { verifyPassword } from "../auth/password.ts";
import { captureLogger, tempDir, testDatabase } from "../testing/harness.ts";

Deno.test("admin bootstrap: from ADMIN_USERNAME/ADMIN_PASSWORD, created once", async () => {
  const db = await testDatabase();
  const dir = await tempDir();
  try {
    await migrate(db.sql);
    const config = loadConfig({ DATA_DIR: dir.path, ADMIN_USERNAME: "Director", ADMIN_PASSWORD: "s3cret-passw0rd", ADMIN_NAME: "Dr. Rao" });
    const created = await ensureAdmin(db.sql, config, captureLogger().log);
    assert.deepEqual(created, { username: "Director", password: "s3cret-passw0rd", created: true });
    assert.equal(await ensureAdmin(db.sql, config, captureLogger().log), null);
    const rows = await db.sql`select username, name, password_hash from admins`;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].name, "Dr. Rao");
    assert.equal(await verifyPassword("s3cret-passw0rd", rows[0].password_hash), true);
    await assert.rejects(Deno.stat(`${dir.path}/admin-password.txt`));
  } finally {
    await db.close();
    await dir.remove();
  }
});

Deno.test("admin bootstrap: the embedded default makes `admin` with a random password kept in DATA_DIR", async () => {
  const db = await testDatabase();
  const dir = await tempDir();
  try {
    await migrate(db.sql);
    const config = loadConfig({ DATA_DIR: dir.path });
    const created = await ensureAdmin(db.sql, config, captureLogger().log);
    assert.ok(created);
    assert.equal(created.username, "admin");
    assert.ok(created.password.length >= 12);
    assert.equal(await Deno.readTextFile(`${dir.path}/admin-password.txt`), `admin\n${created.password}\n`);
    assert.equal((await Deno.stat(`${dir.path}/admin-password.txt`)).mode! & 0o777, 0o600);
    assert.equal(await ensureAdmin(db.sql, config, captureLogger().log), null);
  } finally {
    await db.close();
    await dir.remove();
  }
});
