import assert from "node:assert/strict";
import { call, json, tableColumns, type TestApp, withApp } from "../testing/harness.ts";
import { StaffMember } from "@institute/schemas";

const PASSWORD = "a-long-staff-passphrase";
const add = (t: TestApp, token: string, username: string, password = PASSWORD) =>
  call(t, "POST", "/api/admin/staff", { token, json: { username, name: `Staff ${username}`, password } });
const login = (t: TestApp, username: string, password = PASSWORD) => call(t, "POST", "/api/admin/login", { json: { username, password } });
const setEnabled = (t: TestApp, token: string, id: number, enabled: boolean) =>
  call(t, "PUT", `/api/admin/staff/${id}/enabled`, { token, json: { enabled } });

Deno.test("staff: the table holds the fields an admin's schema declares (enabled is disabled_at's absence) and the login's own columns", () =>
  withApp(async (t) => {
    const read = Object.keys(StaffMember.shape).filter((f) => f !== "enabled");
    assert.deepEqual(await tableColumns(t.deps.sql, "admins"), [...read, "disabled_at", "password_hash", "token_version"].sort());
  }));

Deno.test("staff: an admin adds another, who logs in; usernames are unique and passwords follow the admin rules", () =>
  withApp(async (t, token) => {
    const added = await add(t, token, "meera");
    assert.equal(added.status, 201);
    const { admin } = await json(added);
    assert.deepEqual({ ...admin, created_at: undefined }, {
      id: admin.id,
      username: "meera",
      name: "Staff meera",
      email: "",
      enabled: true,
      created_at: undefined,
    });
    assert.equal((await login(t, "MEERA")).status, 200);
    const list = await json(await call(t, "GET", "/api/admin/staff", { token }));
    assert.deepEqual(list.map((a: { username: string }) => a.username), ["test-admin-1", "meera"]);
    assert.ok(!JSON.stringify(list).includes("password"), "no hash in any answer");

    const taken = await add(t, token, "Meera");
    assert.equal(taken.status, 409);
    assert.equal((await json(taken)).issues[0].path, "username");

    // An email given with the account is its own, and no other account's.
    const withEmail = (username: string, email: string) =>
      call(t, "POST", "/api/admin/staff", {
        token,
        json: { username, name: `Staff ${username}`, email, password: "a long staff passphrase" },
      });
    const ravi = await withEmail("ravi", "ravi@acme.example");
    assert.equal(ravi.status, 201);
    assert.equal((await json(ravi)).admin.email, "ravi@acme.example");
    const again = await withEmail("ravi2", "RAVI@acme.example");
    assert.equal(again.status, 409);
    assert.deepEqual((await json(again)).issues, [{ path: "email", message: "Another staff account uses this email" }]);
    for (
      const [username, password, field] of [["ravi", "short-pass", "password"], ["ravi", "1qaz2wsx3edc", "password"], [
        "no spaces",
        PASSWORD,
        "username",
      ]]
    ) {
      const refused = await add(t, token, username, password);
      assert.equal(refused.status, 400, `${username} ${password}`);
      assert.equal((await json(refused)).issues[0].path, field);
    }
  }));

Deno.test("staff: a disabled admin's tokens stop at once and it cannot log in; enabled again, it can", () =>
  withApp(async (t, token) => {
    const { admin } = await json(await add(t, token, "lata"));
    const lata = (await json(await login(t, "lata"))).token;
    assert.equal((await call(t, "GET", "/api/admin/staff", { token: lata })).status, 200);

    const disabled = await setEnabled(t, token, admin.id, false);
    assert.equal(disabled.status, 200);
    assert.equal((await json(disabled)).admin.enabled, false);
    assert.equal((await call(t, "GET", "/api/admin/staff", { token: lata })).status, 401);
    assert.equal((await login(t, "lata")).status, 401);

    assert.equal((await setEnabled(t, token, admin.id, true)).status, 200);
    assert.equal((await login(t, "lata")).status, 200);
    assert.equal((await call(t, "GET", "/api/admin/staff", { token: lata })).status, 401, "its old tokens stay refused");
  }));

Deno.test("staff: one's own account and the last enabled admin cannot be disabled, even by two admins at once", () =>
  withApp(async (t, token) => {
    const own = await setEnabled(t, token, 1, false);
    assert.equal(own.status, 409);
    assert.equal((await json(own)).error, "You cannot disable your own account");
    assert.equal((await setEnabled(t, token, 999, false)).status, 404);

    const { admin } = await json(await add(t, token, "arun"));
    const arun = (await json(await login(t, "arun"))).token;
    // Each disables the other at the same moment: one may win, never both.
    const answers = await Promise.all([setEnabled(t, token, admin.id, false), setEnabled(t, arun, 1, false)]);
    const statuses = answers.map((a) => a.status).sort();
    assert.ok(statuses.filter((s) => s === 200).length <= 1, JSON.stringify(statuses));
    const [{ n }] = await t.deps.sql`select count(*)::int as n from admins where disabled_at is null`;
    assert.ok(n >= 1, "an enabled admin remains");
  }));
