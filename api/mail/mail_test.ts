import assert from "node:assert/strict";
import type { Env } from "../config.ts";
import { adminToken, call, captureLogger, expectIssues, form, json, TEST_SECRET, type TestApp, withApp } from "../testing/harness.ts";
import { SITE_DETAILS } from "../testing/fixtures.ts";
import { type TestSmtpServer, testSmtpServer } from "../testing/smtp.ts";
import { RESET_MAIL_SENT, STAFF_RESET_MAIL_SENT } from "@institute/schemas";
import { hashPassword } from "../auth/password.ts";
import { claimDue, markSent, queueMail } from "./outbox.ts";
import { LEASE_MS, retryDelay, startMailWorker } from "./worker.ts";
import { smtpTransport } from "./transport.ts";
import { createSealer, SEALED } from "./sealed-secret.ts";

const visitor = { name: "Kiran Rao", email: "kiran@example.com", mobile: "9876543210", message: "Is there a weekend batch?" };

/** An app whose mail goes to `smtp`, with the institute's details in Settings. */
async function withMail(fn: (t: TestApp, smtp: TestSmtpServer, token: string) => Promise<void>, overrides: Partial<Env> = {}) {
  const smtp = await testSmtpServer();
  try {
    // Polled hourly: each test says when the worker goes, as a route does.
    await withApp(async (t, token) => {
      assert.equal((await call(t, "PUT", "/api/settings", { token, json: SITE_DETAILS })).status, 200);
      await fn(t, smtp, token);
    }, { SMTP_URL: smtp.url, MAIL_FROM: "office@acme.example", MAIL_POLL_SECONDS: 3600, ...overrides });
  } finally {
    await smtp.close();
  }
}

const outbox = (t: TestApp) =>
  t.deps.sql<{ id: number; kind: string; state: string; attempts: number; cause_table: string; cause_id: number; last_error: string }[]>`
    select id, kind, state, attempts, cause_table, cause_id, last_error from mail_outbox order by id`;

/** Makes every queued message due now: the time a retry waits, passed. */
const timePasses = (t: TestApp) => t.deps.sql`update mail_outbox set next_attempt_at = now() where state = 'queued'`;

Deno.test("mail: an inquiry sends the visitor an acknowledgement and the office a notice, each written with its cause and sent once", () =>
  withMail(async (t, smtp) => {
    const [{ id: course }] = await t.deps.sql<
      { id: number }[]
    >`insert into courses (title) values ('Full Stack Web Development') returning id`;
    const sent = await call(t, "POST", "/api/inquiries", { json: { ...visitor, course_id: course } });
    assert.equal(sent.status, 201);
    const { id } = await json(sent);
    await smtp.until(2);
    await t.deps.mail.wake();

    const [ack, notice] = ["kiran@example.com", "hello@acme.example"].map((to) => smtp.received.find((m) => m.to === to)!);
    assert.equal(ack.subject, "Your inquiry about Full Stack Web Development reached Acme Academy");
    assert.equal(ack.from, '"Acme Academy" <office@acme.example>');
    assert.equal(ack.replyTo, "hello@acme.example");
    for (const part of [ack.text, ack.html]) {
      assert.match(part, /Dear Kiran Rao/);
      assert.match(part, /Is there a weekend batch\?/);
      assert.match(part, /\+91 80 1234 5678/);
      assert.match(part, /\+91 80123 45678/);
    }
    assert.equal(notice.subject, "New inquiry from Kiran Rao: Full Stack Web Development");
    assert.equal(notice.replyTo, "kiran@example.com");
    assert.match(notice.text, /9876543210/);
    assert.match(notice.html, /href="http:\/\/localhost\/admin\/inquiries"/);

    assert.deepEqual(
      (await outbox(t)).map(({ kind, state, attempts, cause_table, cause_id }) => ({ kind, state, attempts, cause_table, cause_id })),
      [
        { kind: "inquiry-received", state: "sent", attempts: 1, cause_table: "inquiries", cause_id: id },
        { kind: "office-inquiry", state: "sent", attempts: 1, cause_table: "inquiries", cause_id: id },
      ],
    );
    assert.equal(smtp.received.length, 2);
  }));

Deno.test("mail: a contact message is acknowledged; without an email in Settings the office is sent nothing", () =>
  withMail(async (t, smtp, token) => {
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: { ...SITE_DETAILS, email: "" } })).status, 200);
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    await smtp.until(1);
    await t.deps.mail.wake();
    assert.deepEqual(smtp.received.map((m) => [m.to, m.subject]), [["kiran@example.com", "Your message reached Acme Academy"]]);
    assert.equal(smtp.received[0].replyTo, undefined);
  }));

Deno.test("mail: a registration sends the student a welcome that says whether the office must approve it first, and the office a notice", () =>
  withMail(async (t, smtp, token) => {
    const [{ id: course }] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Python Full Stack') returning id`;
    const register = async (email: string) => {
      const res = await call(t, "POST", "/api/students/register", {
        form: form({ name: "Asha Rao", email, mobile: "9876543210", password: "my own 7 words", course_id: course }),
      });
      assert.equal(res.status, 201);
      return (await json(res)).student.id as number;
    };
    const id = await register("asha@example.com");
    const [welcome] = await smtp.to("asha@example.com");
    assert.equal(welcome.subject, "Welcome to Acme Academy");
    assert.match(welcome.text, /Thank you for registering for Python Full Stack/);
    assert.match(welcome.text, /The office approves each new registration/);
    assert.match(welcome.html, /href="http:\/\/localhost\/student-login"/);
    const [notice] = await smtp.to("hello@acme.example");
    assert.equal(notice.subject, "New registration: Asha Rao for Python Full Stack");
    assert.equal(notice.replyTo, "asha@example.com");
    assert.match(notice.text, /waits for your approval/);
    assert.match(notice.html, /href="http:\/\/localhost\/admin\/students"/);
    await t.deps.mail.wake();
    const rows = await t.deps.sql`select kind, cause_table, cause_id, state from mail_outbox order by id`;
    assert.deepEqual(rows.map((r) => [r.kind, r.cause_table, r.cause_id, r.state]), [
      ["student-welcome", "students", id, "sent"],
      ["office-registration", "students", id, "sent"],
    ]);

    // Open registration: the welcome says the files are ready.
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: { ...SITE_DETAILS, approve_registrations: false } })).status, 200);
    await register("open@example.com");
    const [open] = await smtp.to("open@example.com");
    assert.match(open.text, /Your course's files are ready/);

    // A refused registration (the email taken) stores no student and sends nothing.
    const before = smtp.received.length;
    const taken = await call(t, "POST", "/api/students/register", {
      form: form({ name: "Asha Again", email: "asha@example.com", mobile: "9876543210", password: "my own 7 words", course_id: course }),
    });
    assert.equal(taken.status, 409);
    await t.deps.mail.wake();
    assert.equal(smtp.received.length, before);
    assert.equal((await t.deps.sql`select count(*)::int as n from mail_outbox`)[0].n, 4);
  }));

Deno.test("mail: without SMTP_URL every message is kept in the outbox, queued, and nothing is lost; Send again says it waits for a server", () =>
  withApp(async (t, token) => {
    assert.equal(t.deps.mail.sending, false);
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    assert.equal((await call(t, "POST", "/api/inquiries", { json: visitor })).status, 201);
    // The migration's settings have no email: only the visitors' acknowledgements.
    const kept = await outbox(t);
    assert.deepEqual(kept.map(({ kind, state }) => [kind, state]), [["contact-received", "queued"], [
      "inquiry-received",
      "queued",
    ]]);
    const again = await call(t, "POST", `/api/admin/mail/${kept[0].id}/resend`, { token });
    assert.equal(again.status, 200);
    assert.equal((await json(again)).message, "Message queued; it is sent once a mail server is set");
    assert.equal((await outbox(t))[0].state, "queued");
  }));

Deno.test("mail: a bot's message (its trap field filled) is stored nowhere and sends nothing", () =>
  withMail(async (t) => {
    assert.equal((await call(t, "POST", "/api/contacts", { json: { ...visitor, website: "http://spam.example" } })).status, 201);
    assert.equal((await outbox(t)).length, 0);
  }));

Deno.test("mail: a visitor's words stay text: no markup in the HTML, and no header from a name's line break", () =>
  withMail(async (t, smtp) => {
    const sent = await call(t, "POST", "/api/contacts", {
      json: { ...visitor, name: "Eve <b>Bold</b>", message: `<script>alert(1)</script><a href="https://evil.example">win</a>` },
    });
    assert.equal(sent.status, 201);
    await smtp.until(2);
    for (const mail of smtp.received) {
      const { html } = mail;
      assert.doesNotMatch(html, /<script|<b>|href="https:\/\/evil/);
      assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
      assert.match(html, /Eve &lt;b&gt;Bold&lt;\/b&gt;/);
    }
    const notice = smtp.received.find((m) => m.to === "hello@acme.example")!;
    assert.equal(notice.subject, "New contact message from Eve <b>Bold</b>");
    assert.equal(notice.headers.get("bcc"), undefined);
  }));

Deno.test("mail: a server that refuses, then goes away, gets retries with backoff; the message is sent once it is back", () =>
  withMail(async (t, smtp) => {
    smtp.refuse("Mailbox busy, try later");
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    await t.deps.mail.wake();
    assert.equal(smtp.refused(), 2);
    const waits = await t.deps.sql<{ state: string; attempts: number; last_error: string; wait: number }[]>`
      select state, attempts, last_error, extract(epoch from next_attempt_at - now())::float8 as wait from mail_outbox order by id`;
    for (const row of waits) {
      assert.equal(row.state, "queued");
      assert.equal(row.attempts, 1);
      assert.match(row.last_error, /451.*Mailbox busy/);
      // MAIL_RETRY_SECONDS, 30 by default, after the first refusal.
      assert.ok(row.wait > 25 && row.wait <= 30, String(row.wait));
    }

    await smtp.stop();
    await timePasses(t);
    await t.deps.mail.wake();
    const away = await outbox(t);
    assert.deepEqual(away.map((m) => [m.state, m.attempts]), [["queued", 2], ["queued", 2]]);
    assert.match(away[0].last_error, /ECONNREFUSED|connect/i);
    const [{ wait }] = await t.deps.sql<
      { wait: number }[]
    >`select extract(epoch from next_attempt_at - now())::float8 as wait from mail_outbox limit 1`;
    assert.ok(wait > 55 && wait <= 60, `the second retry waits twice as long: ${wait}`);

    await smtp.restart();
    smtp.accept();
    await timePasses(t);
    await t.deps.mail.wake();
    assert.deepEqual((await outbox(t)).map((m) => [m.state, m.attempts, m.last_error]), [["sent", 3, ""], ["sent", 3, ""]]);
    assert.equal(smtp.received.length, 2);
  }));

Deno.test("mail: a message refused MAIL_MAX_ATTEMPTS times is failed with the reason, and tried no more", () =>
  withMail(async (t, smtp) => {
    smtp.refuse("Relay denied");
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    await t.deps.mail.wake();
    await timePasses(t);
    await t.deps.mail.wake();
    assert.deepEqual((await outbox(t)).map((m) => [m.state, m.attempts]), [["failed", 2], ["failed", 2]]);
    await timePasses(t);
    await t.deps.mail.wake();
    assert.equal(smtp.refused(), 4);
  }, { MAIL_MAX_ATTEMPTS: 2 }));

Deno.test("mail: the wait doubles after each refusal, from MAIL_RETRY_SECONDS up to an hour", () => {
  assert.deepEqual([1, 2, 3, 4, 8, 20].map((attempt) => retryDelay(30_000, attempt)), [
    30_000,
    60_000,
    120_000,
    240_000,
    3_600_000,
    3_600_000,
  ]);
});

Deno.test("mail: two replicas' workers over one database send each message exactly once", () =>
  withMail(async (t, smtp) => {
    const count = 12;
    for (let i = 0; i < count / 2; i++) {
      assert.equal((await call(t, "POST", "/api/contacts", { json: { ...visitor, name: `Visitor ${i}` } })).status, 201);
    }
    const transport = smtpTransport(smtp.url, "office@acme.example");
    const { log } = captureLogger();
    const options = {
      sql: t.deps.sql,
      log,
      send: transport.send,
      sealer: createSealer(TEST_SECRET),
      pollMs: 3_600_000,
      retryMs: 30_000,
      maxAttempts: 3,
    };
    const replicas = [startMailWorker(options), startMailWorker(options)];
    try {
      await Promise.all([...replicas.map((r) => r.wake()), t.deps.mail.wake()]);
      await smtp.until(count);
      const ids = smtp.received.map((m) => m.messageId).sort();
      assert.equal(ids.length, count);
      assert.equal(new Set(ids).size, count, "no message twice");
      assert.ok((await outbox(t)).every((m) => m.state === "sent" && m.attempts === 1));
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
      transport.close();
    }
  }));

Deno.test("mail: a message whose worker died mid-send waits out the lease, is then sent by another, and the dead try writes nothing", () =>
  withMail(async (t, smtp) => {
    smtp.refuse("held");
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    await t.deps.mail.wake();
    smtp.accept();
    await timePasses(t);
    // A worker claims both and dies before sending either.
    const dead = await claimDue(t.deps.sql, { leaseMs: LEASE_MS, limit: 10 });
    assert.equal(dead.length, 2);
    await t.deps.mail.wake();
    assert.equal(smtp.received.length, 0, "a lease in force keeps the message from the other workers");

    await t.deps.sql`update mail_outbox set lease_until = now() - interval '1 second'`;
    await t.deps.mail.wake();
    assert.equal(smtp.received.length, 2);
    // The dead worker's late word changes nothing.
    for (const mail of dead) await markSent(t.deps.sql, mail);
    assert.deepEqual((await outbox(t)).map((m) => [m.state, m.attempts]), [["sent", 3], ["sent", 3]]);
    const ids = smtp.received.map((m) => m.messageId);
    assert.equal(new Set(ids).size, 2);
  }));

Deno.test("mail: the console lists the outbox by state, opens a message, and sends a failed one again", () =>
  withMail(async (t, smtp, token) => {
    smtp.refuse("Relay denied");
    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    await t.deps.mail.wake();
    assert.equal((await call(t, "GET", "/api/admin/mail")).status, 401);
    assert.deepEqual(await json(await call(t, "GET", "/api/admin/mail/delivery", { token })), {
      sending: true,
      from: "office@acme.example",
      office_recipients: [],
    });

    const failed = await call(t, "GET", "/api/admin/mail?state=failed", { token });
    assert.equal(failed.headers.get("X-Total-Count"), "2");
    const [first] = await json(failed);
    assert.equal(first.state, "failed");
    assert.match(first.last_error, /Relay denied/);
    assert.equal((await json(await call(t, "GET", "/api/admin/mail?state=sent", { token }))).length, 0);
    const opened = await json(await call(t, "GET", `/api/admin/mail/${first.id}`, { token }));
    assert.equal(opened.subject, first.subject);
    assert.match(opened.text, /Is there a weekend batch\?/);

    smtp.accept();
    const again = await call(t, "POST", `/api/admin/mail/${first.id}/resend`, { token });
    assert.deepEqual(await json(again), { message: "Message queued to be sent again" });
    await smtp.until(1);
    await t.deps.mail.wake();
    const sent = await json(await call(t, "GET", `/api/admin/mail/${first.id}`, { token }));
    assert.deepEqual([sent.state, sent.attempts, sent.last_error], ["sent", 1, ""]);
    assert.equal(smtp.received.length, 1);

    assert.equal((await call(t, "GET", "/api/admin/mail/999999", { token })).status, 404);
    assert.equal((await call(t, "POST", "/api/admin/mail/999999/resend", { token })).status, 404);
    assert.equal((await call(t, "GET", "/api/admin/mail?state=lost", { token })).status, 400);
  }, { MAIL_MAX_ATTEMPTS: 1 }));

Deno.test("mail: the office's notices go to the Mail page's recipients, else to the institute's email; the list is the console's alone", () =>
  withMail(async (t, smtp, token) => {
    const save = (office_recipients: unknown) => call(t, "PUT", "/api/admin/mail/delivery", { token, json: { office_recipients } });
    await expectIssues([
      [["ana@acme.example", "not an address"], "office_recipients.1", "Invalid email"],
      [Array.from({ length: 11 }, (_, i) => `o${i}@acme.example`), "office_recipients", "At most 10 addresses"],
    ], save);
    const saved = await save([" ana@acme.example ", "ravi@acme.example"]);
    assert.deepEqual(await json(saved), {
      message: "Office recipients saved",
      office_recipients: ["ana@acme.example", "ravi@acme.example"],
    });
    assert.equal((await call(t, "PUT", "/api/admin/mail/delivery", { json: { office_recipients: [] } })).status, 401);
    const publicSettings = await json(await call(t, "GET", "/api/settings"));
    assert.equal(JSON.stringify(publicSettings).includes("ana@acme.example"), false, "the public site never reads them");

    assert.equal((await call(t, "POST", "/api/contacts", { json: visitor })).status, 201);
    const notice = await smtp.first((m) => m.subject === "New contact message from Kiran Rao");
    assert.equal(notice.to, "ana@acme.example, ravi@acme.example");
    assert.equal(smtp.received.filter((m) => m.to === "hello@acme.example").length, 0);

    // Emptied: the institute's email from Settings again.
    assert.equal((await save([])).status, 200);
    assert.equal((await call(t, "POST", "/api/contacts", { json: { ...visitor, name: "Second Visitor" } })).status, 201);
    assert.equal((await smtp.first((m) => m.subject === "New contact message from Second Visitor")).to, "hello@acme.example");
    const [entry] = await t.deps.sql`select entity, summary from activity where entity = 'Mail' order by id limit 1`;
    assert.ok(entry, "saving the list is in the activity log");
  }));

Deno.test("reset mail: a student's forgotten password, by a sealed one-time link; the same answer for any address, one mail per few minutes", () =>
  withMail(async (t, smtp) => {
    const [{ id: course }] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Java') returning id`;
    const registered = await call(t, "POST", "/api/students/register", {
      form: form({
        name: "Asha <b>Rao</b>",
        email: "asha@example.com",
        mobile: "9876543210",
        password: "my own 7 words",
        course_id: course,
      }),
    });
    assert.equal(registered.status, 201);
    const session =
      (await json(await call(t, "POST", "/api/students/login", { json: { email: "asha@example.com", password: "my own 7 words" } })))
        .token;
    const ask = async (email: string) => {
      const res = await call(t, "POST", "/api/students/forgot-password", { json: { email } });
      assert.equal(res.status, 202);
      return (await json(res)).message;
    };

    // The address as typed, in any case: the same answer as for an address nobody registered.
    const answer = await ask("Asha@Example.com");
    assert.equal(answer, RESET_MAIL_SENT);
    assert.equal(await ask("nobody@example.com"), answer);
    const [mail] = (await smtp.to("asha@example.com", 2)).filter((m) => m.subject === "Set a new password for Acme Academy");
    assert.ok(mail, "the reset mail came");
    const token = mail.text.match(/\/student-reset\?token=([\w-]{43})/)?.[1];
    assert.ok(token, mail.text);
    assert.match(mail.html, new RegExp(`href="http://localhost/student-reset\\?token=${token}"`));
    assert.match(mail.html, /Dear Asha &lt;b&gt;Rao&lt;\/b&gt;/, "the student's name is text, not markup");
    assert.match(mail.text, /It works for 1 hour\./);

    // Neither the outbox (the console's Mail page) nor any other table holds the working link.
    await t.deps.mail.wake();
    const [kept] = await t.deps.sql`select kind, state, html, text, sealed_secret from mail_outbox where kind = 'password-reset'`;
    assert.equal(kept.state, "sent");
    assert.match(kept.text, /student-reset\?token=\(sealed\)/);
    const tables = await t.deps
      .sql`select row_to_json(m)::text as row from mail_outbox m union all select row_to_json(p)::text from password_resets p`;
    assert.ok(tables.every(({ row }) => !row.includes(token)), "no table holds the token");

    // Asking again at once sends no second mail: the first link stays the one that works.
    await ask("asha@example.com");
    await t.deps.mail.wake();
    assert.equal((await t.deps.sql`select count(*)::int as n from mail_outbox where kind = 'password-reset'`)[0].n, 1);

    const used = await call(t, "POST", "/api/students/reset-password", { json: { token, newPassword: "a fresh 8 words" } });
    assert.equal(used.status, 200);
    assert.equal((await call(t, "GET", "/api/students/profile", { token: session })).status, 401, "earlier sessions end");
    const login = (password: string) => call(t, "POST", "/api/students/login", { json: { email: "asha@example.com", password } });
    assert.equal((await login("a fresh 8 words")).status, 200);
    assert.equal((await call(t, "POST", "/api/students/reset-password", { json: { token, newPassword: "a third 9 words" } })).status, 400);

    // A used link does not hold back the next ask; a deactivated student, who may not log in, is mailed nothing.
    await ask("asha@example.com");
    await smtp.to("asha@example.com", 3);
    await t.deps.sql`update students set status = 'inactive'`;
    await t.deps.sql`update password_resets set issued_at = now() - interval '1 hour'`;
    await ask("asha@example.com");
    await t.deps.mail.wake();
    assert.equal((await t.deps.sql`select count(*)::int as n from mail_outbox where kind = 'password-reset'`)[0].n, 2);
    assert.equal((await t.deps.sql`select count(*)::int as n from mail_outbox where to_address = 'nobody@example.com'`)[0].n, 0);
  }));

Deno.test("reset mail: asking is limited per client address, and a malformed address is a 400 that does not count", () =>
  withApp(async (t) => {
    const ask = (email: string) => call(t, "POST", "/api/students/forgot-password", { json: { email } });
    const bad = await ask("not an address");
    assert.equal(bad.status, 400);
    assert.deepEqual((await json(bad)).issues, [{ path: "email", message: "Invalid email" }]);
    assert.deepEqual([(await ask("a@example.com")).status, (await ask("b@example.com")).status], [202, 202]);
    const refused = await ask("c@example.com");
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);
  }, { LIMIT_RESET_MAILS_PER_10_MINUTES: 2 }));

Deno.test("reset mail: a link sealed under another JWT_SECRET fails with a reason the console shows, and is never sent unsealed", () =>
  withMail(async (t, smtp) => {
    await queueMail(t.deps.sql, [{
      kind: "password-reset",
      to: "asha@example.com",
      fromName: "Acme Academy",
      subject: "Set a new password",
      html: `<a href="http://localhost/student-reset?token=${SEALED}">link</a>`,
      text: `http://localhost/student-reset?token=${SEALED}`,
      sealedSecret: createSealer("another secret, another server").seal("A".repeat(43)),
    }]);
    await t.deps.mail.wake();
    const [kept] = await outbox(t);
    assert.deepEqual([kept.state, kept.attempts], ["failed", 1]);
    assert.match(kept.last_error, /sealed under another JWT_SECRET/);
    assert.equal(smtp.received.length, 0);
  }, { MAIL_MAX_ATTEMPTS: 1 }));

Deno.test("reset mail: a staff account's own email (set with its password) gets its reset link; the link is the console's alone", () =>
  withMail(async (t, smtp, token) => {
    const setEmail = (email: string, currentPassword: string, as = token) =>
      call(t, "PUT", "/api/admin/email", { token: as, json: { email, currentPassword } });
    await t.deps.sql`update admins set password_hash = ${await hashPassword("the admin's own passphrase")} where id = 1`;
    const wrong = await setEmail("ana@acme.example", "not the password");
    assert.equal(wrong.status, 401);
    assert.deepEqual((await json(wrong)).issues, [{ path: "currentPassword", message: "Your current password is not correct" }]);
    assert.equal((await setEmail("not an address", "the admin's own passphrase")).status, 400);
    const saved = await setEmail("Ana@Acme.example", "the admin's own passphrase");
    assert.deepEqual(await json(saved), { message: "Email saved", email: "Ana@Acme.example" });
    // Another account may not take it: a mailed link names one account.
    const other = await adminToken(t, 2);
    await t.deps.sql`update admins set password_hash = ${await hashPassword("the other passphrase")} where id = 2`;
    assert.equal((await setEmail("ana@acme.example", "the other passphrase", other)).status, 409);

    const ask = async (email: string) => {
      const res = await call(t, "POST", "/api/admin/forgot-password", { json: { email } });
      assert.equal(res.status, 202);
      return (await json(res)).message;
    };
    assert.equal(await ask("ana@acme.example"), STAFF_RESET_MAIL_SENT);
    assert.equal(await ask("nobody@acme.example"), STAFF_RESET_MAIL_SENT);
    // An address's domain is case-insensitive, and arrives lower-cased.
    const mail = await smtp.first((m) => m.to?.toLowerCase() === "ana@acme.example");
    assert.equal(mail.subject, "Set a new password for Acme Academy");
    assert.match(mail.text, /your staff account of\s+the console/);
    const link = mail.text.match(/\/admin\/reset-password\?token=([\w-]{43})/)?.[1];
    assert.ok(link, mail.text);

    // The student's page does not take a staff link, and the console's rules hold.
    assert.equal(
      (await call(t, "POST", "/api/students/reset-password", { json: { token: link, newPassword: "a fresh 8 words" } })).status,
      400,
    );
    const use = (newPassword: string) => call(t, "POST", "/api/admin/reset-password", { json: { token: link, newPassword } });
    assert.equal((await use("too short")).status, 400);
    assert.equal((await use("a brand new console passphrase")).status, 200);
    assert.equal((await call(t, "GET", "/api/admin/dashboard-stats", { token })).status, 401, "earlier sessions end");
    const login = await call(t, "POST", "/api/admin/login", {
      json: { username: "test-admin-1", password: "a brand new console passphrase" },
    });
    assert.equal(login.status, 200);
    assert.equal((await use("yet another passphrase 3")).status, 400, "once");

    // A disabled account is mailed nothing.
    await t.deps.sql`update admins set disabled_at = now(), email = 'off@acme.example' where id = 2`;
    await ask("off@acme.example");
    await t.deps.mail.wake();
    assert.equal(smtp.received.filter((m) => m.to === "off@acme.example").length, 0);
  }));
