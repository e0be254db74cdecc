import assert from "node:assert/strict";
import { adminToken, call, expectIssues, form, json, startTestApp, studentToken, tableColumns, withApp } from "../testing/harness.ts";
import { exportedRows } from "../testing/sheets.ts";
import { ContactMessage, Inquiry } from "@institute/schemas";

const valid = { name: "Meera", email: "meera@example.com", mobile: "9876543210", message: "When does the next batch start?" };

Deno.test("contacts and inquiries: each table holds the fields its schema declares (the owner's name is the admin's, the course's title the course's)", () =>
  withApp(async (t) => {
    const read = (shape: object) => Object.keys(shape).filter((f) => f !== "owner" && f !== "course");
    assert.deepEqual(await tableColumns(t.deps.sql, "contacts"), read(ContactMessage.shape).sort());
    assert.deepEqual(await tableColumns(t.deps.sql, "inquiries"), read(Inquiry.shape).sort());
  }));

Deno.test("contacts: a visitor sends a message; the admin lists it newest first and deletes it", async () => {
  const t = await startTestApp();
  try {
    const sent = await call(t, "POST", "/api/contacts", { json: valid });
    assert.equal(sent.status, 201);
    const body = await json(sent);
    assert.equal(body.success, true);
    assert.equal(body.message, "Message sent successfully!");
    await call(t, "POST", "/api/contacts", { json: { ...valid, name: "Arjun" } });

    const token = await adminToken(t);
    const list = await json(await call(t, "GET", "/api/contacts", { token }));
    assert.deepEqual(list.map((m: { name: string }) => m.name), ["Arjun", "Meera"]);
    assert.equal(list[1].email, valid.email);
    assert.ok(!Number.isNaN(Date.parse(list[0].created_at)));

    assert.deepEqual(await json(await call(t, "DELETE", `/api/contacts/${body.id}`, { token })), { message: "Message deleted" });
    assert.equal((await call(t, "DELETE", `/api/contacts/${body.id}`, { token })).status, 404);
    assert.equal((await call(t, "DELETE", "/api/contacts/0", { token })).status, 400);
    assert.deepEqual((await json(await call(t, "GET", "/api/contacts", { token }))).map((m: { name: string }) => m.name), ["Arjun"]);
  } finally {
    await t.close();
  }
});

Deno.test("contacts: every field is required, email and mobile are checked, nothing invalid is stored", async () => {
  const t = await startTestApp();
  try {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: "" }, "name", "All fields are required."],
      [{ ...valid, message: "   " }, "message", "All fields are required."],
      [{ name: valid.name, mobile: valid.mobile, message: valid.message }, "email", "All fields are required."],
      [{ ...valid, email: "not-an-email" }, "email", "Invalid email"],
      [{ ...valid, mobile: "98765" }, "mobile", "Mobile must be 10 digits"],
      [{ ...valid, mobile: "98765432101" }, "mobile", "Mobile must be 10 digits"],
      [{ ...valid, mobile: 9876543210 }, "mobile", "Mobile must be 10 digits"],
      [{ ...valid, message: "x".repeat(5001) }, "message", "must be at most 5000 characters"],
    ];
    await expectIssues(cases, (payload) => call(t, "POST", "/api/contacts", { json: payload }));
    assert.equal(
      (await t.app.request("/api/contacts", { method: "POST", body: "{oops", headers: { "Content-Type": "application/json" } })).status,
      400,
    );
    const plain = await t.app.request("/api/contacts", { method: "POST", body: "name=x", headers: { "Content-Type": "text/plain" } });
    assert.equal(plain.status, 415);
    assert.equal((await json(plain)).error, "Send this request as application/json");
    const [{ n }] = await t.deps.sql`select count(*)::int as n from contacts`;
    assert.equal(n, 0);
  } finally {
    await t.close();
  }
});

Deno.test("contacts, inquiries, registration and profile: a mobile number as people write it is stored as its 10 digits", () =>
  withApp(async (t) => {
    const spellings = ["+91 98765 43210", "098765 43210", "98765-43210", "+919876543210"];
    for (const mobile of spellings) {
      assert.equal((await call(t, "POST", "/api/contacts", { json: { ...valid, mobile } })).status, 201, mobile);
      assert.equal((await call(t, "POST", "/api/inquiries", { json: { ...valid, mobile } })).status, 201, mobile);
    }
    const [{ id: course }] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const fields = {
      name: "Meera",
      email: "meera@example.com",
      mobile: "+91 98765 43210",
      password: "my own 7 words",
      course_id: String(course),
    };
    assert.equal((await call(t, "POST", "/api/students/register", { form: form(fields) })).status, 201);
    const token = await studentToken(t, (await t.deps.sql`select id from students`)[0].id);
    assert.equal(
      (await call(t, "PUT", "/api/students/profile/update", { token, form: form({ name: "Meera", mobile: "0 91234 56789" }) })).status,
      200,
    );
    const mobiles = await t.deps
      .sql`select mobile from contacts union all select mobile from inquiries union all select mobile from students`;
    assert.deepEqual([...new Set(mobiles.map((r) => r.mobile))].sort(), ["9123456789", "9876543210"]);
    assert.equal(mobiles.length, spellings.length * 2 + 1);
    assert.equal((await call(t, "POST", "/api/contacts", { json: { ...valid, mobile: "+44 20 7946 0958" } })).status, 400);
  }));

Deno.test("contacts export: what the list's query selects, newest first, with its state and the institute's time", () =>
  withApp(async (t, token) => {
    await t.deps.sql`update site_settings set time_zone = 'Asia/Kolkata'`;
    await t.deps.sql`insert into contacts (name, email, mobile, message, created_at, handled_at) values
      ('Asha', 'asha@example.com', '9000000001', 'Fees?', '2024-03-01T09:30:00Z', now()),
      ('Ravi', 'ravi@example.com', '9000000002', '=SUM(A1)', '2024-05-20T16:45:00Z', null)`;
    const header = ["Name", "Email", "Mobile", "Message", "Date", "State", "Stage", "Owner", "Next follow-up"];
    assert.deepEqual(await exportedRows(t, token, "/api/contacts/export", "contacts.xlsx"), [
      header,
      ["Ravi", "ravi@example.com", "9000000002", "=SUM(A1)", new Date("2024-05-20T22:15:00Z"), "New", "new"],
      ["Asha", "asha@example.com", "9000000001", "Fees?", new Date("2024-03-01T15:00:00Z"), "Handled", "new"],
    ]);
    assert.deepEqual(await exportedRows(t, token, "/api/contacts/export?state=handled", "contacts.xlsx"), [
      header,
      ["Asha", "asha@example.com", "9000000001", "Fees?", new Date("2024-03-01T15:00:00Z"), "Handled", "new"],
    ]);
    assert.equal((await call(t, "GET", "/api/contacts/export?state=lost", { token })).status, 400);
    assert.equal((await call(t, "GET", "/api/contacts/export", { token: await studentToken(t) })).status, 403);
    assert.equal((await call(t, "GET", "/api/contacts/export")).status, 401);
  }));
