import assert from "node:assert/strict";
import { DEFAULT_STAGES } from "@institute/schemas";
import { adminToken, call, expectIssues, form, json, type TestApp, withApp } from "../testing/harness.ts";
import { exportedRows } from "../testing/sheets.ts";

const inquiry = { name: "Kiran", email: "Kiran@Example.com", mobile: "9876543210", message: "Is there a weekend batch?" };

const send = async (t: TestApp, fields: Record<string, unknown> = {}) =>
  (await json(await call(t, "POST", "/api/inquiries", { json: { ...inquiry, ...fields } }))).id as number;
const listed = async (t: TestApp, token: string, query = "") => await json(await call(t, "GET", `/api/inquiries${query}`, { token }));
const move = (t: TestApp, token: string, id: number | string, body: unknown) =>
  call(t, "PUT", `/api/inquiries/${id}/follow-up`, { token, json: body });
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

Deno.test("follow-up desk: an inquiry arrives new, moves to a stage with an owner and a day; leaving new marks it handled; the log says old -> new", () =>
  withApp(async (t, token) => {
    await t.deps.sql`update site_settings set time_zone = 'UTC' where id = 1`;
    const id = await send(t);
    const [arrived] = await listed(t, token);
    assert.deepEqual(
      {
        stage: arrived.stage,
        owner_id: arrived.owner_id,
        owner: arrived.owner,
        follow_up_on: arrived.follow_up_on,
        handled: arrived.handled_at,
      },
      { stage: "new", owner_id: null, owner: null, follow_up_on: null, handled: null },
    );
    const moved = await move(t, token, id, { stage: "contacted", owner_id: 1, follow_up_on: today() });
    assert.equal(moved.status, 200, await moved.clone().text());
    assert.deepEqual(await json(moved), {
      message: "Follow-up saved",
      follow_up: { stage: "contacted", owner_id: 1, follow_up_on: today() },
    });
    const [now] = await listed(t, token);
    assert.equal(now.owner, "Test Admin");
    assert.ok(now.handled_at, "leaving new marks the inquiry handled");
    const [entry] = await t.deps.sql`select action, entity, entity_id, summary from activity where action = 'followUp' order by id desc`;
    assert.deepEqual({ ...entry }, {
      action: "followUp",
      entity: "Inquiries",
      entity_id: String(id),
      summary: `stage: "new" → "contacted", owner_id: "" → 1, follow_up_on: "" → "${today()}"`,
    });

    // The export carries the desk's columns (an empty cell ends a read row).
    const [, row] = await exportedRows(t, token, "/api/inquiries/export", "inquiries.xlsx");
    assert.deepEqual(row.slice(6), ["Handled", "contacted", "Test Admin", today()]);

    // Back to new keeps it handled; nobody and no day are allowed.
    assert.equal((await move(t, token, id, { stage: "new", owner_id: null, follow_up_on: null })).status, 200);
    assert.ok((await listed(t, token))[0].handled_at);
  }));

Deno.test("follow-up desk: a stage off the office's list, a disabled or unknown owner, a bad day and an unknown inquiry are refused", () =>
  withApp(async (t, token) => {
    const id = await send(t);
    await t.deps.sql`insert into admins (id, username, name, password_hash, disabled_at) values (7, 'gone', 'Gone', 'x', now())`;
    const cases: [unknown, string, string][] = [
      [{ stage: "won", owner_id: null, follow_up_on: null }, "stage", "Pick a stage from the list"],
      [{ stage: "", owner_id: null, follow_up_on: null }, "stage", "Pick a stage"],
      [{ stage: "contacted", owner_id: 7, follow_up_on: null }, "owner_id", "Pick an enabled staff account"],
      [{ stage: "contacted", owner_id: 99, follow_up_on: null }, "owner_id", "Pick an enabled staff account"],
      [{ stage: "contacted", owner_id: null, follow_up_on: "2026-02-30" }, "follow_up_on", "must be a date (YYYY-MM-DD)"],
    ];
    await expectIssues(cases, (body) => move(t, token, id, body));
    assert.equal((await move(t, token, 9999, { stage: "contacted", owner_id: null, follow_up_on: null })).status, 404);
    assert.equal((await move(t, token, "abc", { stage: "contacted", owner_id: null, follow_up_on: null })).status, 400);
    assert.equal((await listed(t, token))[0].stage, "new");
    assert.equal((await move(t, "", id, { stage: "contacted", owner_id: null, follow_up_on: null })).status, 401);
  }));

Deno.test("follow-up desk: notes are written signed, listed oldest first, and kept with their author's name", () =>
  withApp(async (t, token) => {
    const id = await send(t);
    assert.deepEqual(await json(await call(t, "GET", `/api/inquiries/${id}/notes`, { token })), []);
    const first = await call(t, "POST", `/api/inquiries/${id}/notes`, { token, json: { body: "Called; wants the evening batch." } });
    assert.equal(first.status, 201);
    assert.equal((await json(first)).note.author, "Test Admin");
    await call(t, "POST", `/api/inquiries/${id}/notes`, { token, json: { body: "Sent the fee details." } });
    const notes = await json(await call(t, "GET", `/api/inquiries/${id}/notes`, { token }));
    assert.deepEqual(notes.map((n: { body: string; author: string }) => [n.body, n.author]), [
      ["Called; wants the evening batch.", "Test Admin"],
      ["Sent the fee details.", "Test Admin"],
    ]);
    await expectIssues(
      [[{ body: "  " }, "body", "Write the note"]],
      (body) => call(t, "POST", `/api/inquiries/${id}/notes`, { token, json: body }),
    );
    assert.equal((await call(t, "POST", "/api/inquiries/9999/notes", { token, json: { body: "x" } })).status, 404);
    assert.equal((await call(t, "GET", "/api/inquiries/9999/notes", { token })).status, 404);
    const [logged] = await t.deps.sql`select count(*)::int as n from activity where action = 'addNote'`;
    assert.equal(logged.n, 2, "each written note, and none of the refused ones");
  }));

Deno.test("follow-up desk: the list filters by stage, owner, mine and due today or earlier; the dashboard counts the caller's due ones", () =>
  withApp(async (t, token) => {
    await t.deps.sql`update site_settings set time_zone = 'UTC' where id = 1`;
    const other = await adminToken(t, 2);
    const [late, due, later, theirs, fresh] = [
      await send(t, { name: "Late" }),
      await send(t, { name: "Due" }),
      await send(t, {
        name: "Later",
      }),
      await send(t, { name: "Theirs" }),
      await send(t, { name: "Fresh" }),
    ];
    await move(t, token, late, { stage: "follow-up", owner_id: 1, follow_up_on: dayAfter(-3) });
    await move(t, token, due, { stage: "contacted", owner_id: 1, follow_up_on: today() });
    await move(t, token, later, { stage: "contacted", owner_id: 1, follow_up_on: dayAfter(2) });
    await move(t, token, theirs, { stage: "contacted", owner_id: 2, follow_up_on: today() });
    const names = async (query: string, as = token) => (await listed(t, as, query)).map((i: { name: string }) => i.name).sort();
    assert.deepEqual(await names("?mine=true&due=today"), ["Due", "Late"]);
    assert.deepEqual(await names("?mine=true&due=today", other), ["Theirs"]);
    assert.deepEqual(await names("?due=today"), ["Due", "Late", "Theirs"]);
    assert.deepEqual(await names("?stage=contacted"), ["Due", "Later", "Theirs"]);
    assert.deepEqual(await names("?owner_id=2"), ["Theirs"]);
    assert.deepEqual(await names("?stage=new"), ["Fresh"]);
    assert.equal(fresh > 0, true);
    assert.equal((await call(t, "GET", "/api/inquiries?due=tomorrow", { token })).status, 400);
    assert.equal((await json(await call(t, "GET", "/api/admin/dashboard-stats", { token }))).dueInquiryCount, 2);
    assert.equal((await json(await call(t, "GET", "/api/admin/dashboard-stats", { token: other }))).dueInquiryCount, 1);
  }));

Deno.test("follow-up desk: the office names the stages; new first and enrolled kept; a stage still holding inquiries cannot be dropped", () =>
  withApp(async (t, token) => {
    const stages = async () => (await json(await call(t, "GET", "/api/admin/follow-up-stages", { token }))).stages;
    assert.deepEqual(await stages(), DEFAULT_STAGES);
    const save = (list: unknown) => call(t, "PUT", "/api/admin/follow-up-stages", { token, json: { stages: list } });
    await expectIssues([
      [["contacted", "new", "enrolled"], "stages", 'The first stage must be "new": messages arrive there'],
      [["new", "contacted"], "stages", 'Keep a stage "enrolled": registrations move inquiries there'],
      [["new", "Enrolled", "enrolled"], "stages", "Each stage once"],
      [["new", " ", "enrolled"], "stages.1", "A stage needs a name"],
      [Array.from({ length: 13 }, (_, i) => (i === 0 ? "new" : i === 1 ? "enrolled" : `s${i}`)), "stages", "At most 12 stages"],
    ], save);
    const saved = await save(["new", "Called", "Visit booked", "enrolled", "lost"]);
    assert.equal(saved.status, 200);
    assert.deepEqual((await json(saved)).stages, ["new", "called", "visit booked", "enrolled", "lost"]);
    const id = await send(t);
    assert.equal((await move(t, token, id, { stage: "visit booked", owner_id: null, follow_up_on: null })).status, 200);
    const dropped = await save(["new", "enrolled"]);
    assert.equal(dropped.status, 409);
    assert.equal((await json(dropped)).error, 'Messages are still in "visit booked" (1): move them to another stage first');
    assert.deepEqual(await stages(), ["new", "called", "visit booked", "enrolled", "lost"]);
  }));

Deno.test("follow-up desk: a student who registers with an inquiry's email enrols it (whatever the case), logged; the dashboard's funnel counts it", () =>
  withApp(async (t, token) => {
    await t.deps.sql`update site_settings set time_zone = 'UTC' where id = 1`;
    const [java] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Java') returning id`;
    const asked = await send(t, { course_id: java.id });
    await send(t, { course_id: java.id, email: "someone@example.com", name: "Other" });
    await send(t, { email: "someone@example.com", name: "No course" });
    const registered = await call(t, "POST", "/api/students/register", {
      form: form({
        name: "Kiran",
        email: "kiran@example.com",
        mobile: "9123456780",
        password: "a-fine-secret-1",
        course_id: String(java.id),
      }),
    });
    assert.equal(registered.status, 201, await registered.clone().text());
    const student = (await json(registered)).student;
    assert.equal(student.enrolled, undefined, "the answer is the student's, as before");
    const kiran = (await listed(t, token)).find((i: { id: number }) => i.id === asked);
    assert.deepEqual([kiran.stage, kiran.student_id, Boolean(kiran.handled_at)], ["enrolled", student.id, true]);
    const [entry] = await t.deps.sql`select admin_id, action, entity, entity_id, summary from activity where action = 'enrol'`;
    assert.deepEqual({ ...entry }, {
      admin_id: null,
      action: "enrol",
      entity: "Follow-up desk",
      entity_id: String(asked),
      summary: `stage: "enrolled", student_id: ${student.id} (registered with the inquiry's email)`,
    });
    const month = today().slice(0, 7);
    assert.deepEqual(await json(await call(t, "GET", "/api/admin/enrolments-by-month", { token })), [
      { month, course_id: java.id, course: "Java", inquiries: 2, enrolled: 1 },
      { month, course_id: null, course: null, inquiries: 1, enrolled: 0 },
    ]);
  }));

Deno.test("follow-up desk: a contact message moves on the desk too, with its own notes, filters and due count", () =>
  withApp(async (t, token) => {
    await t.deps.sql`update site_settings set time_zone = 'UTC' where id = 1`;
    const message = { name: "Meera", email: "meera@example.com", mobile: "9876543210", message: "Do you take corporate batches?" };
    const id = (await json(await call(t, "POST", "/api/contacts", { json: message }))).id as number;
    const inquiryId = await send(t);
    const [arrived] = await json(await call(t, "GET", "/api/contacts", { token }));
    assert.deepEqual([arrived.stage, arrived.owner, arrived.follow_up_on], ["new", null, null]);
    const moved = await call(t, "PUT", `/api/contacts/${id}/follow-up`, {
      token,
      json: { stage: "contacted", owner_id: 1, follow_up_on: today() },
    });
    assert.equal(moved.status, 200, await moved.clone().text());
    const [now] = await json(await call(t, "GET", "/api/contacts?mine=true&due=today&stage=contacted", { token }));
    assert.deepEqual([now.id, now.owner, now.follow_up_on, Boolean(now.handled_at)], [id, "Test Admin", today(), true]);
    assert.equal((await call(t, "POST", `/api/contacts/${id}/notes`, { token, json: { body: "Sent the corporate deck." } })).status, 201);
    const notes = await json(await call(t, "GET", `/api/contacts/${id}/notes`, { token }));
    assert.deepEqual(notes.map((n: { body: string }) => n.body), ["Sent the corporate deck."]);
    // The inquiry with the same id has none: each table keeps its own notes.
    assert.deepEqual(await json(await call(t, "GET", `/api/inquiries/${inquiryId}/notes`, { token })), []);
    assert.equal(
      (await call(t, "PUT", "/api/contacts/9999/follow-up", { token, json: { stage: "new", owner_id: null, follow_up_on: null } })).status,
      404,
    );
    const stats = await json(await call(t, "GET", "/api/admin/dashboard-stats", { token }));
    assert.deepEqual([stats.dueContactCount, stats.dueInquiryCount], [1, 0]);
    const [entry] = await t.deps.sql`select entity, entity_id from activity where action = 'followUp'`;
    assert.deepEqual({ ...entry }, { entity: "Contact messages", entity_id: String(id) });
    // A stage holding a contact message stays, as one holding an inquiry does.
    const dropped = await call(t, "PUT", "/api/admin/follow-up-stages", { token, json: { stages: ["new", "enrolled"] } });
    assert.equal(dropped.status, 409);
    assert.equal((await json(dropped)).error, 'Messages are still in "contacted" (1): move them to another stage first');
  }));
