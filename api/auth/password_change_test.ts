import assert from "node:assert/strict";
import { ensureAdmin, resetAdminPassword } from "../admin/bootstrap.ts";
import { verifyPassword } from "./password.ts";
import { loadConfig } from "../config.ts";
import { databaseOptions, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { call, captureLogger, databaseUrl, json, tempDir, type TestApp, withTestApp } from "../testing/harness.ts";

const RESET_CLI = new URL("../admin/reset-password.ts", import.meta.url).pathname;

/** The embedded default's first admin: `admin` with a generated password, kept in DATA_DIR. */
async function firstAdmin(t: TestApp) {
  await ensureAdmin(t.deps.sql, t.deps.config, t.deps.log);
  const file = `${t.deps.config.DATA_DIR}/admin-password.txt`;
  const [username, password] = (await Deno.readTextFile(file)).trim().split("\n");
  return { username, password, file };
}

const adminLogin = async (t: TestApp, username: string, password: string) =>
  await call(t, "POST", "/api/admin/login", { json: { username, password } });
const tokenOf = async (res: Response) => (await json(res)).token as string;
const stats = (t: TestApp, token: string) => call(t, "GET", "/api/admin/dashboard-stats", { token });
const change = (t: TestApp, path: string, token: string, currentPassword: string, newPassword: string) =>
  call(t, "PUT", path, { token, json: { currentPassword, newPassword } });

Deno.test("admin password: a wrong current password is a 401 about that field that keeps the session; a weak new one is a 400", () =>
  withTestApp(async (t) => {
    const { username, password } = await firstAdmin(t);
    const token = await tokenOf(await adminLogin(t, username, password));
    const wrong = await change(t, "/api/admin/password", token, "not-my-password", "a-long-new-passphrase");
    assert.equal(wrong.status, 401);
    assert.equal(wrong.headers.get("WWW-Authenticate"), null, "a wrong password says nothing about the token");
    assert.deepEqual(await json(wrong), {
      error: "Your current password is not correct",
      issues: [{ path: "currentPassword", message: "Your current password is not correct" }],
    });
    assert.equal((await stats(t, token)).status, 200);
    for (
      const [newPassword, message] of [
        ["short-pass1", "Password must be at least 12 characters"],
        ["1qaz2wsx3edc", "This password is too common."],
        ["é".repeat(37), "Password must be at most 72 bytes (fewer characters with accents or symbols)"],
      ]
    ) {
      const res = await change(t, "/api/admin/password", token, password, newPassword);
      assert.equal(res.status, 400, newPassword);
      assert.ok((await json(res)).issues.some((i: { path: string; message: string }) => i.path === "newPassword" && i.message === message));
    }
    // Nothing changed: the old password still logs in.
    assert.equal((await adminLogin(t, username, password)).status, 200);
  }));

Deno.test("admin password: a change ends every other session, continues this one with a new token, and deletes the generated password's file", () =>
  withTestApp(async (t) => {
    const { username, password, file } = await firstAdmin(t);
    const here = await tokenOf(await adminLogin(t, username, password));
    const elsewhere = await tokenOf(await adminLogin(t, username, password));
    const res = await change(t, "/api/admin/password", here, password, "a-long-new-passphrase");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("Cache-Control"), "no-store");
    const body = await json(res);
    assert.equal(body.message, "Password changed");
    for (const token of [here, elsewhere]) {
      const refused = await stats(t, token);
      assert.equal(refused.status, 401);
      assert.match(refused.headers.get("WWW-Authenticate") ?? "", /^Bearer/);
    }
    assert.equal((await stats(t, body.token)).status, 200);
    assert.equal((await adminLogin(t, username, password)).status, 401);
    assert.equal((await adminLogin(t, username, "a-long-new-passphrase")).status, 200);
    await assert.rejects(Deno.stat(file), Deno.errors.NotFound);
  }));

Deno.test("student password: the student's rules (6 characters), the same refusals, and the change ends the other sessions", () =>
  withTestApp(async (t) => {
    const [{ id: courseId }] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const form = new FormData();
    for (
      const [k, v] of Object.entries({
        name: "Asha",
        email: "asha@example.com",
        mobile: "9876543210",
        password: "first-pass",
        course_id: String(courseId),
      })
    ) {
      form.append(k, v);
    }
    assert.equal((await call(t, "POST", "/api/students/register", { form })).status, 201);
    const login = (password: string) => call(t, "POST", "/api/students/login", { json: { email: "asha@example.com", password } });
    const token = await tokenOf(await login("first-pass"));
    assert.equal((await change(t, "/api/students/password", token, "wrong", "second-pass")).status, 401);
    const short = await change(t, "/api/students/password", token, "first-pass", "12345");
    assert.equal(short.status, 400);
    assert.equal((await json(short)).issues[0].message, "Password must be at least 6 characters");
    const done = await change(t, "/api/students/password", token, "first-pass", "second-pass");
    assert.equal(done.status, 200);
    const fresh = (await json(done)).token;
    assert.equal((await call(t, "GET", "/api/students/profile", { token })).status, 401);
    assert.equal((await call(t, "GET", "/api/students/profile", { token: fresh })).status, 200);
    assert.equal((await login("first-pass")).status, 401);
    assert.equal((await login("second-pass")).status, 200);
  }));

Deno.test("password change: wrong current passwords count like failed logins, so a stolen token cannot guess freely", () =>
  withTestApp(async (t) => {
    const { username, password } = await firstAdmin(t);
    const token = await tokenOf(await adminLogin(t, username, password));
    for (let i = 0; i < 5; i++) {
      assert.equal((await change(t, "/api/admin/password", token, `guess-${i}`, "a-long-new-passphrase")).status, 401);
    }
    const locked = await change(t, "/api/admin/password", token, password, "a-long-new-passphrase");
    assert.equal(locked.status, 429);
    assert.ok(Number(locked.headers.get("Retry-After")) > 0);
  }));

Deno.test("admin password reset: a new password that logs in, the old tokens refused, and a clear refusal when it is unclear whose", () =>
  withTestApp(async (t) => {
    const { username, password, file } = await firstAdmin(t);
    const before = await tokenOf(await adminLogin(t, username, password));
    const reset = await resetAdminPassword(t.deps.sql, t.deps.config, t.deps.log);
    assert.equal(reset.username, "admin");
    assert.ok(reset.password.length >= 12);
    assert.equal((await stats(t, before)).status, 401);
    assert.equal((await adminLogin(t, username, reset.password)).status, 200);
    await assert.rejects(Deno.stat(file), Deno.errors.NotFound);
    await t.deps.sql`insert into admins (username, name, password_hash) values ('second', 'Second', 'x')`;
    await assert.rejects(resetAdminPassword(t.deps.sql, t.deps.config, t.deps.log), /several admins: set ADMIN_USERNAME/);
    const named = await resetAdminPassword(t.deps.sql, { ...t.deps.config, ADMIN_USERNAME: "Second" }, t.deps.log);
    assert.equal(named.username, "second");
  }));

Deno.test(
  "npm run admin:reset-password: on the embedded database, refuses while there is no admin, then prints a password that is the admin's",
  {
    // It runs on the embedded database whatever the pass: the embedded pass's answer is the answer.
    ignore: Boolean(databaseUrl()),
  },
  async () => {
    const dir = await tempDir();
    const run = async () => {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", RESET_CLI],
        env: {
          NO_COLOR: "1",
          APP_ENV: "test",
          DATA_DIR: dir.path,
          DATABASE_URL: "",
          DATABASE_SCHEMA: "",
          ADMIN_USERNAME: "",
          ADMIN_PASSWORD: "",
        },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
      return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
    };
    try {
      const none = await run();
      assert.equal(none.code, 1);
      assert.match(none.stderr, /admin password reset failed: no admin account yet/);

      const config = loadConfig({ APP_ENV: "test", DATA_DIR: dir.path });
      const open = () => openDatabase(databaseOptions(config));
      let db = await open();
      await migrate(db.sql);
      await ensureAdmin(db.sql, config, captureLogger().log);
      await db.close();

      const done = await run();
      assert.equal(done.code, 0, done.stderr);
      const printed = done.stdout.split("\n").at(-1)!;
      db = await open();
      const [{ password_hash }] = await db.sql`select password_hash from admins where username = 'admin'`;
      await db.close();
      assert.equal(await verifyPassword(printed, password_hash), true);
    } finally {
      await dir.remove();
    }
  },
);
