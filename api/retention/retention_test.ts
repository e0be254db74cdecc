import assert from "node:assert/strict";
import { sweepOrphans } from "../stored-files/orphan-sweep.ts";
import { call, expectIssues, json, type TestApp, withApp } from "../testing/harness.ts";

const put = (t: TestApp, token: string, months: unknown) => call(t, "PUT", "/api/admin/message-retention", { token, json: { months } });

Deno.test("retention: messages are kept for ever until the office sets how long; 6 to 120 months or 0; only admins read or set it", () =>
  withApp(async (t, token) => {
    assert.deepEqual(await json(await call(t, "GET", "/api/admin/message-retention", { token })), { months: 0 });
    const res = await put(t, token, 12);
    assert.equal(res.status, 200);
    assert.deepEqual(await json(res), { message: "Retention saved", months: 12 });
    assert.deepEqual(await json(await call(t, "GET", "/api/admin/message-retention", { token })), { months: 12 });
    const rule = "Keep messages for 6 to 120 months, or 0 to keep them all";
    const refused: [unknown, string, string][] = [[3, "months", rule], [121, "months", rule], [-1, "months", rule]];
    await expectIssues([...refused, [6.5, "months", "months must be a whole number"]], (months) => put(t, token, months));
    assert.equal((await call(t, "GET", "/api/admin/message-retention")).status, 401);
    assert.equal((await put(t, "", 0)).status, 401);
    const [entry] = await t.deps.sql`select summary from activity where action = 'saveRetention'`;
    assert.equal(entry?.summary, "months: 0 → 12", "the change is in the activity log");
  }));

Deno.test("retention: the scheduled sweep removes the inquiries, contact messages and sent mail older than the office keeps them, with their notes, and nothing while it keeps them all", () =>
  withApp(async (t, token) => {
    const { sql } = t.deps;
    for (const table of ["inquiries", "contacts"] as const) {
      await sql`insert into ${sql(table)} (name, email, mobile, message, created_at) values
        ('Old', 'old@example.com', '9876543210', 'Asked long ago', now() - interval '13 months'),
        ('Recent', 'new@example.com', '9876543211', 'Asked lately', now() - interval '11 months')`;
    }
    const [old] = await sql`select id from inquiries where name = 'Old'`;
    await sql`insert into inquiry_notes (message_id, body) values (${old.id}, 'Called back')`;
    await sql`insert into mail_outbox (kind, to_address, subject, html, text, state, created_at) values
      ('inquiry-received', 'old@example.com', 'Thanks', '<p>Thanks</p>', 'Thanks', 'sent', now() - interval '13 months'),
      ('inquiry-received', 'old@example.com', 'Unsent', '<p>Unsent</p>', 'Unsent', 'queued', now() - interval '13 months'),
      ('inquiry-received', 'new@example.com', 'Thanks', '<p>Thanks</p>', 'Thanks', 'sent', now() - interval '11 months')`;
    const names = async (table: "inquiries" | "contacts") => (await sql`select name from ${sql(table)} order by name`).map((r) => r.name);
    const sweep = () => sweepOrphans(t.deps, new Date(Date.now() - 60_000));

    assert.equal((await sweep())?.messagesRemoved, undefined, "kept for ever: nothing is removed");
    assert.deepEqual(await names("inquiries"), ["Old", "Recent"]);

    assert.equal((await put(t, token, 12)).status, 200);
    assert.deepEqual((await sweep())?.messagesRemoved, { inquiries: 1, contacts: 1, mail: 1 });
    assert.deepEqual(
      (await sql`select to_address, state from mail_outbox order by id`).map((m) => `${m.to_address} ${m.state}`),
      ["old@example.com queued", "new@example.com sent"],
      "mail still to be sent stays, however old",
    );
    assert.deepEqual(await names("inquiries"), ["Recent"]);
    assert.deepEqual(await names("contacts"), ["Recent"]);
    assert.equal((await sql`select id from inquiry_notes where message_id = ${old.id}`).length, 0, "its notes went with it");
  }));
