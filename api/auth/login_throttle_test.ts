import assert from "node:assert/strict";
import type { Env } from "../config.ts";
import { addressBucket } from "../http/client-address.ts";
import { hashPassword } from "./password.ts";
import { call, startTestApp, type TestApp } from "../testing/harness.ts";

/** Admins and a student whose passwords the tests know. */
async function withAccounts(overrides: Partial<Env>, fn: (t: TestApp) => Promise<void>) {
  const t = await startTestApp(overrides);
  try {
    const hash = await hashPassword("right-pass");
    await t.deps.sql`insert into admins (username, name, password_hash) values ('boss', 'Boss', ${hash}), ('deputy', 'Deputy', ${hash})`;
    const [course] = await t.deps.sql`insert into courses (title) values ('Python') returning id`;
    await t.deps.sql`insert into students (name, email, mobile, password_hash, course_id)
      values ('Priya', 'Priya@Example.com', '9876543210', ${hash}, ${course.id}),
             ('Arjun', 'arjun@example.com', '9876543211', ${hash}, ${course.id})`;
    await fn(t);
  } finally {
    await t.close();
  }
}

const behindProxy = { TRUST_PROXY: true };

type Login = (t: TestApp, account: string, password: string, ip: string) => Promise<Response>;

async function adminLogin(t: TestApp, username: string, password: string, ip: string) {
  const res = await call(t, "POST", "/api/admin/login", { json: { username, password }, headers: { "X-Real-IP": ip } });
  await res.body?.cancel();
  return res;
}

async function studentLogin(t: TestApp, email: string, password: string, ip: string) {
  const res = await call(t, "POST", "/api/students/login", { json: { email, password }, headers: { "X-Real-IP": ip } });
  await res.body?.cancel();
  return res;
}

async function failTimes(n: number, attempt: () => Promise<Response>) {
  for (let i = 0; i < n; i++) assert.equal((await attempt()).status, 401, `failure ${i + 1}`);
}

function assertLocked(res: Response) {
  assert.equal(res.status, 429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  assert.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
}

/**
 * A lock is for one account from one address: another account from that address, and the
 * locked account from another address, still log in.
 */
async function assertOnlyThatPairLocked(
  t: TestApp,
  login: Login,
  [account, ip]: [string, string],
  [otherAccount, otherIp]: [string, string],
) {
  assert.equal((await login(t, otherAccount, "right-pass", ip)).status, 200, `${otherAccount} from ${ip}`);
  assert.equal((await login(t, account, "right-pass", otherIp)).status, 200, `${account} from ${otherIp}`);
}

Deno.test("login throttle: five admin failures lock that account from that address, even for the right password", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(5, () => adminLogin(t, "boss", "wrong", "10.0.0.1"));
    const locked = await call(t, "POST", "/api/admin/login", {
      json: { username: "boss", password: "right-pass" },
      headers: { "X-Real-IP": "10.0.0.1" },
    });
    assertLocked(locked);
    assert.match((await locked.json()).error, /Too many failed login attempts/);
    // The account spelled differently is the same account.
    assertLocked(await adminLogin(t, "BOSS", "right-pass", "10.0.0.1"));

    await assertOnlyThatPairLocked(t, adminLogin, ["boss", "10.0.0.1"], ["deputy", "10.0.0.2"]);
  }));

Deno.test("login throttle: a successful login resets the count for its account and address", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(4, () => adminLogin(t, "boss", "wrong", "10.0.0.1"));
    assert.equal((await adminLogin(t, "boss", "right-pass", "10.0.0.1")).status, 200);
    await failTimes(4, () => adminLogin(t, "boss", "wrong", "10.0.0.1"));
    assert.equal((await adminLogin(t, "boss", "right-pass", "10.0.0.1")).status, 200);
  }));

Deno.test("login throttle: failures of an unknown account count too, so guessing names is throttled", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(5, () => adminLogin(t, "ghost", "wrong", "10.0.0.1"));
    assertLocked(await adminLogin(t, "ghost", "wrong", "10.0.0.1"));
  }));

Deno.test("login throttle: more than 50 failures from one address across accounts lock that address", () =>
  withAccounts(behindProxy, async (t) => {
    // Credential stuffing: four tries each for many accounts, never five for one.
    for (let i = 0; i < 50; i++) {
      const res = i % 2 === 0
        ? await adminLogin(t, `user${Math.floor(i / 4)}`, "wrong", "10.0.0.9")
        : await studentLogin(t, `user${Math.floor(i / 4)}@example.com`, "wrong", "10.0.0.9");
      assert.equal(res.status, 401, `failure ${i + 1}`);
    }
    assertLocked(await adminLogin(t, "boss", "right-pass", "10.0.0.9"));
    assertLocked(await studentLogin(t, "arjun@example.com", "right-pass", "10.0.0.9"));
    // Other addresses are not affected.
    assert.equal((await adminLogin(t, "boss", "right-pass", "10.0.0.10")).status, 200);
    assert.equal((await studentLogin(t, "arjun@example.com", "right-pass", "10.0.0.10")).status, 200);
  }));

Deno.test("login throttle: student logins lock per email (any case) and address, and a success resets", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(4, () => studentLogin(t, "priya@example.com", "wrong", "10.0.0.1"));
    assert.equal((await studentLogin(t, "PRIYA@example.com", "right-pass", "10.0.0.1")).status, 200);
    await failTimes(5, () => studentLogin(t, "Priya@Example.com", "wrong", "10.0.0.1"));
    assertLocked(await studentLogin(t, "priya@example.com", "right-pass", "10.0.0.1"));

    await assertOnlyThatPairLocked(t, studentLogin, ["priya@example.com", "10.0.0.1"], ["arjun@example.com", "10.0.0.2"]);
    // Admin and student logins of the same name are different accounts.
    assert.equal((await adminLogin(t, "boss", "right-pass", "10.0.0.1")).status, 200);
  }));

Deno.test("login throttle: the lock ends when the failures are older than 15 minutes", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(5, () => adminLogin(t, "boss", "wrong", "10.0.0.1"));
    assertLocked(await adminLogin(t, "boss", "right-pass", "10.0.0.1"));
    await t.deps.sql`update login_attempts set attempted_at = now() - interval '16 minutes'`;
    assert.equal((await adminLogin(t, "boss", "right-pass", "10.0.0.1")).status, 200);
  }));

Deno.test("login throttle: without TRUST_PROXY the X-Real-IP header is ignored, so it cannot dodge the lock", () =>
  withAccounts({ TRUST_PROXY: false }, async (t) => {
    for (let i = 0; i < 5; i++) assert.equal((await adminLogin(t, "boss", "wrong", `10.0.1.${i}`)).status, 401);
    assertLocked(await adminLogin(t, "boss", "right-pass", "10.0.2.1"));
    const addresses = await t.deps.sql`select distinct address from login_attempts`;
    assert.equal(addresses.length, 1);
    assert.doesNotMatch(addresses[0].address, /^10\.0\./);
  }));

Deno.test("login throttle: an IPv6 host counts by its /64, so rotating addresses in it gives no fresh guesses", () =>
  withAccounts(behindProxy, async (t) => {
    for (const suffix of ["1", "2", "abcd", "ffff:1", "0:0:0:5"]) {
      assert.equal((await adminLogin(t, "boss", "wrong", `2001:db8:1:2::${suffix}`)).status, 401);
    }
    assertLocked(await adminLogin(t, "boss", "right-pass", "2001:0db8:0001:0002:0000:0000:0000:0099"));
    // The next /64, and IPv4-mapped addresses, are other clients.
    assert.equal((await adminLogin(t, "boss", "right-pass", "2001:db8:1:3::1")).status, 200);
    assert.equal((await adminLogin(t, "boss", "right-pass", "::ffff:10.9.9.9")).status, 200);
  }));

Deno.test("login throttle: address buckets", () => {
  assert.equal(addressBucket("10.0.0.1"), "10.0.0.1");
  assert.equal(addressBucket("::ffff:10.0.0.1"), "10.0.0.1");
  assert.equal(addressBucket("2001:db8::1"), "2001:db8:0:0::/64");
  assert.equal(addressBucket("2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd"), "2001:db8:0:1::/64");
  assert.equal(addressBucket("::1"), "0:0:0:0::/64");
  assert.equal(addressBucket("fe80::1%eth0"), "fe80::1%eth0");
  assert.equal(addressBucket("unknown"), "unknown");
});

Deno.test("login throttle: failed and refused logins are logged with the account and address, never the password", () =>
  withAccounts(behindProxy, async (t) => {
    await failTimes(5, () => adminLogin(t, "boss", "typed-secret", "10.7.0.1"));
    assertLocked(await adminLogin(t, "boss", "typed-secret", "10.7.0.1"));
    assert.equal((await studentLogin(t, "arjun@example.com", "typed-secret", "10.7.0.2")).status, 401);
    const failed = t.logLines.filter((l) => l.includes("login failed"));
    assert.equal(failed.filter((l) => /kind=admin account=boss address=10\.7\.0\.1 status=401/.test(l)).length, 5);
    assert.equal(failed.filter((l) => /kind=admin account=boss address=10\.7\.0\.1 status=429/.test(l)).length, 1);
    assert.ok(failed.some((l) => /kind=student account=arjun@example\.com address=10\.7\.0\.2 status=401/.test(l)));
    assert.ok(t.logLines.every((l) => !l.includes("typed-secret")));
  }));
