import assert from "node:assert/strict";
import JSZip from "jszip";
import { xlsxStream } from "../formats/spreadsheet.ts";
import { call, captureLogger, expectIssues, json, type TestApp, withApp } from "../testing/harness.ts";
import { exported as exportedFile, exportedRows } from "../testing/sheets.ts";

const valid = { name: "Kiran", email: "kiran@example.com", mobile: "9876543210", message: "Is there a weekend batch?" };

const exported = (t: TestApp, token: string) => exportedFile(t, token, "/api/inquiries/export", "inquiries.xlsx");
const download = (t: TestApp, token: string) => exportedRows(t, token, "/api/inquiries/export", "inquiries.xlsx");

Deno.test("inquiries: a visitor sends one; the admin lists them newest first", () =>
  withApp(async (t, token) => {
    const sent = await call(t, "POST", "/api/inquiries", { json: valid });
    assert.equal(sent.status, 201);
    const body = await json(sent);
    assert.equal(body.message, "Inquiry submitted successfully!");
    assert.equal(typeof body.id, "number");
    await call(t, "POST", "/api/inquiries", { json: { ...valid, name: "Lata" } });

    const list = await json(await call(t, "GET", "/api/inquiries", { token }));
    assert.deepEqual(list.map((i: { name: string }) => i.name), ["Lata", "Kiran"]);
    assert.deepEqual({ ...list[1], created_at: undefined }, {
      id: body.id,
      ...valid,
      created_at: undefined,
      handled_at: null,
      course_id: null,
      course: null,
      stage: "new",
      owner_id: null,
      owner: null,
      follow_up_on: null,
      student_id: null,
    });
    assert.ok(!Number.isNaN(Date.parse(list[0].created_at)));
  }));

Deno.test("inquiries: every field is checked with the form's messages and nothing invalid is stored", () =>
  withApp(async (t, token) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: undefined }, "name", "Name is required."],
      [{ ...valid, name: "  " }, "name", "Name is required."],
      [{ ...valid, email: undefined }, "email", "Email is required."],
      [{ ...valid, email: "" }, "email", "Email is required."],
      [{ ...valid, email: "kiran@" }, "email", "Invalid email format."],
      [{ ...valid, mobile: undefined }, "mobile", "Mobile is required."],
      [{ ...valid, mobile: "" }, "mobile", "Mobile is required."],
      [{ ...valid, mobile: "12345" }, "mobile", "Invalid mobile number, exactly 10 digits"],
      [{ ...valid, mobile: "12345678901" }, "mobile", "Invalid mobile number, exactly 10 digits"],
      [{ ...valid, message: undefined }, "message", "Message is required."],
      [{ ...valid, message: "\n " }, "message", "Message is required."],
      [{ ...valid, message: "x".repeat(5001) }, "message", "must be at most 5000 characters"],
    ];
    await expectIssues(cases, (payload) => call(t, "POST", "/api/inquiries", { json: payload }));
    assert.deepEqual(await json(await call(t, "GET", "/api/inquiries", { token })), []);
  }));

Deno.test("inquiries: one may name its course; the admin lists, filters and exports by it; a deleted course leaves the inquiry", () =>
  withApp(async (t, token) => {
    const [java, rust] = await t.deps.sql<{ id: number }[]>`insert into courses (title) values ('Java'), ('Rust') returning id`;
    for (const [name, course_id] of [["Asha", java.id], ["Ravi", String(rust.id)], ["Nina", ""], ["Omar", null]] as const) {
      const sent = await call(t, "POST", "/api/inquiries", { json: { ...valid, name, course_id } });
      assert.equal(sent.status, 201, await sent.clone().text());
    }
    const list = await json(await call(t, "GET", "/api/inquiries", { token }));
    assert.deepEqual(list.map((i: { name: string; course_id: number | null; course: string | null }) => [i.name, i.course_id, i.course]), [
      ["Omar", null, null],
      ["Nina", null, null],
      ["Ravi", rust.id, "Rust"],
      ["Asha", java.id, "Java"],
    ]);
    const about = await call(t, "GET", `/api/inquiries?course_id=${java.id}`, { token });
    assert.equal(about.headers.get("x-total-count"), "1");
    assert.deepEqual((await json(about)).map((i: { name: string }) => i.name), ["Asha"]);
    const rows = await download(t, token);
    assert.deepEqual(rows.map((r) => [r[0], r[5] ?? null]), [["Name", "Course"], ["Omar", null], ["Nina", null], ["Ravi", "Rust"], [
      "Asha",
      "Java",
    ]]);

    for (const course_id of [999_999, "abc", 0]) {
      const refused = await call(t, "POST", "/api/inquiries", { json: { ...valid, course_id } });
      assert.equal(refused.status, 400, String(course_id));
      assert.deepEqual((await json(refused)).issues, [{ path: "course_id", message: "Please pick a course from the list." }]);
    }
    await call(t, "DELETE", `/api/courses/${java.id}`, { token });
    const kept = await json(await call(t, "GET", "/api/inquiries?q=Asha", { token }));
    assert.deepEqual(kept.map((i: { name: string; course_id: number | null }) => [i.name, i.course_id]), [["Asha", null]]);
  }));

Deno.test("inquiries export: a real xlsx with a header row, newest first, dates as dates in the institute's time zone, the state", () =>
  withApp(async (t, token) => {
    const header = ["Name", "Email", "Mobile", "Message", "Date", "Course", "State", "Stage", "Owner", "Next follow-up"];
    assert.deepEqual(await download(t, token), [header]);

    await t.deps.sql`insert into inquiries (name, email, mobile, message, created_at, handled_at) values
      ('Older', 'old@example.com', '9000000001', 'First question', '2024-03-01T09:30:00Z', now()),
      ('Newer', 'new@example.com', '9000000002', 'Second question', '2024-05-20T16:45:00Z', null)`;
    const settings = await json(await call(t, "GET", "/api/settings"));
    assert.equal((await call(t, "PUT", "/api/settings", { token, json: { ...settings, time_zone: "Asia/Kolkata" } })).status, 200);
    // A sheet's dates have no zone: they show the time of the institute's clocks (UTC+5:30).
    const rows = await download(t, token);
    assert.deepEqual(rows, [
      header,
      ["Newer", "new@example.com", "9000000002", "Second question", new Date("2024-05-20T22:15:00Z"), null, "New", "new"],
      ["Older", "old@example.com", "9000000001", "First question", new Date("2024-03-01T15:00:00Z"), null, "Handled", "new"],
    ]);
    assert.ok(rows[1][4] instanceof Date);

    await call(t, "PUT", "/api/settings", { token, json: { ...settings, time_zone: "America/New_York" } });
    assert.deepEqual((await download(t, token))[1][4], new Date("2024-05-20T12:45:00Z"));
  }));

Deno.test("exports: the header row is frozen and filters every column over every row", () =>
  withApp(async (t, token) => {
    await t.deps.sql`insert into inquiries (name, email, mobile, message) values
      ('A', 'a@example.com', '9000000001', 'One'), ('B', 'b@example.com', '9000000002', 'Two')`;
    const sheet = await (await JSZip.loadAsync(await exported(t, token))).file("xl/worksheets/sheet1.xml")!.async("string");
    assert.match(sheet, /<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    assert.match(sheet, /<autoFilter ref="A1:J3"\/>/);
  }));

Deno.test("inquiries export: text a spreadsheet would run as a formula stays text, shown as typed, through the quote-prefix style", () =>
  withApp(async (t, token) => {
    const risky = ['=HYPERLINK("http://evil")', "+1+2", "-2+3", "@SUM(A1)", "\tindented", "\rreturn"];
    for (const [i, text] of risky.entries()) {
      await t.deps.sql`insert into inquiries (name, email, mobile, message, created_at)
        values (${text}, ${`x${i}@example.com`}, '9876543210', ${text}, now() - ${`${i} minutes`}::interval)`;
    }
    await t.deps.sql`insert into inquiries (name, email, mobile, message, created_at)
      values ('Plain = text', 'p@example.com', '9876543210', 'a-b+c', now() - interval '1 hour')`;
    const rows = await download(t, token);
    // The text as it was typed, with no apostrophe (XML reads a carriage return back as a line feed).
    const expected = risky.map((text) => text.replace("\r", "\n"));
    assert.deepEqual(rows.slice(1, -1).map((r) => [r[0], r[3]]), expected.map((text) => [text, text]));
    assert.deepEqual(rows.at(-1)!.slice(0, 4), ["Plain = text", "p@example.com", "9876543210", "a-b+c"]);
    // No cell was written as a formula.
    for (const row of rows) for (const cell of row) assert.ok(cell === null || typeof cell !== "object" || cell instanceof Date);

    // In the file: every risky cell (name and message) has a style with quotePrefix, no other cell does.
    const zip = await JSZip.loadAsync(await exported(t, token));
    const sheet = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    const styles = await zip.file("xl/styles.xml")!.async("string");
    assert.doesNotMatch(sheet, /<f[ >]/);
    const cellXfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "").matchAll(/<xf [^>]*>/g)].map(([xf]) => xf);
    const quoted = (style: string | undefined) => /quotePrefix="1"/.test(cellXfs[Number(style ?? 0)] ?? "");
    const cells = [...sheet.matchAll(/<c r="([A-Z]+)(\d+)"(?: s="(\d+)")?/g)].map(([, column, row, style]) => ({
      column,
      row: Number(row),
      style,
    }));
    const riskyRows = new Set(risky.map((_, i) => i + 2));
    for (const cell of cells) {
      const shouldQuote = riskyRows.has(cell.row) && (cell.column === "A" || cell.column === "D");
      assert.equal(quoted(cell.style), shouldQuote, `${cell.column}${cell.row}`);
    }
  }));

Deno.test("inquiries export: thousands of rows stream through the cursor in order", () =>
  withApp(async (t, token) => {
    await t.deps.sql`insert into inquiries (name, email, mobile, message, created_at)
      select 'Person ' || g, 'p' || g || '@example.com', '9876543210', 'Message ' || g, timestamptz '2024-01-01' + g * interval '1 minute'
      from generate_series(1, 2345) g`;
    await t.deps.sql`update site_settings set time_zone = 'UTC'`;
    const rows = await download(t, token);
    assert.equal(rows.length, 2346);
    assert.deepEqual(rows[1].slice(0, 1), ["Person 2345"]);
    assert.deepEqual(rows[2345].slice(0, 1), ["Person 1"]);
    assert.deepEqual(rows[1][4], new Date("2024-01-02T15:05:00Z"));
  }));

Deno.test("inquiries export: a query that fails answers an error before any byte is sent, not a broken download", () =>
  withApp(async (t, token) => {
    await t.deps.sql`alter table inquiries rename to inquiries_gone`;
    const res = await call(t, "GET", "/api/inquiries/export", { token });
    assert.equal(res.status, 500);
    assert.equal(typeof (await json(res)).error, "string");
  }));

Deno.test("inquiries export: a client that stops reading midway releases the database connection", () =>
  withApp(async (t, token) => {
    await t.deps.sql`insert into inquiries (name, email, mobile, message)
      select 'Person ' || g, 'p' || g || '@example.com', '9876543210', (select string_agg(md5(g::text || i), '') from generate_series(1, 10) i) from generate_series(1, 5000) g`;
    const res = await call(t, "GET", "/api/inquiries/export", { token });
    assert.equal(res.status, 200);
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    assert.equal(new TextDecoder().decode(value!.slice(0, 2)), "PK", "a zip archive");
    await reader.cancel();
    // The cursor was closed: the database still answers (the embedded one serves one connection at a time).
    const list = await call(t, "GET", "/api/inquiries", { token });
    assert.equal(list.status, 200);
    assert.equal((await json(list)).length, 5000);
    assert.equal((await download(t, token)).length, 5001);
  }));

Deno.test("inquiries export: a client that cancels before reading a byte leaves the server answering", () =>
  withApp(async (t, token) => {
    await t.deps.sql`insert into inquiries (name, email, mobile, message) values ('Asha', 'a@example.com', '9876543210', 'Python?')`;
    for (let i = 0; i < 3; i++) {
      const res = await call(t, "GET", "/api/inquiries/export", { token });
      assert.equal(res.status, 200);
      await res.body!.cancel();
    }
    assert.equal((await download(t, token)).length, 2);
  }));

Deno.test("inquiries export: a failure after the download started aborts it instead of ending a truncated file", async () => {
  const { log, lines } = captureLogger();
  async function* failing() {
    yield [["first", "a@example.com", "9876543210", "m", new Date()]];
    throw new Error("connection lost");
  }
  const body = await xlsxStream(log, "Inquiries", [{ header: "Name", width: 10 }], failing());
  await assert.rejects(new Response(body).arrayBuffer());
  assert.ok(lines.some((l) => l.includes("spreadsheet export failed midway") && l.includes("connection lost")), lines.join("\n"));
});
