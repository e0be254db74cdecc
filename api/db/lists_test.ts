import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import { call, json, type TestApp, withApp } from "../testing/harness.ts";

type Row = { id: number; name: string; email: string; mobile: string; message: string; created_at: string };

/** Inquiries written straight into the table, with the days they arrived. */
async function seedInquiries(t: TestApp) {
  const rows = [
    ["Lead One", "one@example.com", "9000000001", "Wants the Java batch", "2026-01-05T10:00:00Z"],
    ["Asha Rao", "asha@example.com", "9123456789", "lead 3 asks about fees", "2026-01-10T10:00:00Z"],
    ["Zed", "zed@lead.example", "9333333333", "100% online?", "2026-02-01T10:00:00Z"],
    ["bina", "bina@example.com", "9444444443", "Weekend batch", "2026-02-15T10:00:00Z"],
  ];
  for (const [name, email, mobile, message, at] of rows) {
    await t.deps
      .sql`insert into inquiries (name, email, mobile, message, created_at) values (${name}, ${email}, ${mobile}, ${message}, ${at})`;
  }
}

const list = async (t: TestApp, token: string, path: string) => {
  const res = await call(t, "GET", path, { token });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return { rows: (await json(res)) as Row[], total: Number(res.headers.get("x-total-count")) };
};
const names = (rows: Row[]) => rows.map((r) => r.name);

Deno.test("lists: without parameters the whole list, newest first, with its count in X-Total-Count", () =>
  withApp(async (t, token) => {
    await seedInquiries(t);
    const { rows, total } = await list(t, token, "/api/inquiries");
    assert.deepEqual(names(rows), ["bina", "Zed", "Asha Rao", "Lead One"]);
    assert.equal(total, 4);
  }));

Deno.test("lists: limit and offset page the rows; the count is of every match", () =>
  withApp(async (t, token) => {
    await seedInquiries(t);
    const first = await list(t, token, "/api/inquiries?limit=2");
    assert.deepEqual(names(first.rows), ["bina", "Zed"]);
    assert.equal(first.total, 4);
    const second = await list(t, token, "/api/inquiries?limit=2&offset=2");
    assert.deepEqual(names(second.rows), ["Asha Rao", "Lead One"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?limit=2&offset=10")).rows), []);
  }));

Deno.test("lists: a search looks for the phrase in each field, and in the mobile only when it is a number", () =>
  withApp(async (t, token) => {
    await seedInquiries(t);
    // "lead 3" is a phrase: it must not match every row whose mobile holds a 3.
    const phrase = await list(t, token, "/api/inquiries?q=lead%203");
    assert.deepEqual(names(phrase.rows), ["Asha Rao"]);
    assert.equal(phrase.total, 1);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=LEAD")).rows), ["Zed", "Asha Rao", "Lead One"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=912%20345")).rows), ["Asha Rao"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=(912)%20345")).rows), ["Asha Rao"], "separators are not digits");
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=%2B91%20777")).rows), []);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=3333")).rows), ["Zed"]);
    // % and _ are taken literally.
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=100%25")).rows), ["Zed"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=%25")).rows), ["Zed"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=_")).rows), []);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?q=")).rows).length, 4, "an empty search is no search");
  }));

Deno.test("lists: sort by a column either way (the id breaks ties); from and to keep the days between, both included", () =>
  withApp(async (t, token) => {
    await seedInquiries(t);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?sort=name")).rows), ["Asha Rao", "bina", "Lead One", "Zed"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?sort=-name")).rows), ["Zed", "Lead One", "bina", "Asha Rao"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?sort=created_at")).rows), ["Lead One", "Asha Rao", "Zed", "bina"]);
    const january = await list(t, token, "/api/inquiries?from=2026-01-05&to=2026-01-10");
    assert.deepEqual(names(january.rows), ["Asha Rao", "Lead One"]);
    assert.equal(january.total, 2);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?from=2026-02-01")).rows), ["bina", "Zed"]);
    assert.deepEqual(names((await list(t, token, "/api/inquiries?to=2026-01-31&q=lead")).rows), ["Asha Rao", "Lead One"]);
  }));

Deno.test("lists: a malformed parameter is a 400 naming it, never a 500", () =>
  withApp(async (t, token) => {
    for (
      const [query, field] of [
        ["limit=0", "limit"],
        ["limit=201", "limit"],
        ["limit=abc", "limit"],
        ["limit=2147483648", "limit"],
        ["offset=-1", "offset"],
        ["offset=1.5", "offset"],
        ["sort=password", "sort"],
        ["sort=--name", "sort"],
        ["from=2026-02-30", "from"],
        ["to=yesterday", "to"],
        [`q=${"x".repeat(201)}`, "q"],
      ]
    ) {
      const res = await call(t, "GET", `/api/inquiries?${query}`, { token });
      assert.equal(res.status, 400, query);
      assert.ok((await json(res)).issues.some((i: { path: string }) => i.path === field), query);
    }
    // Days are 0001-01-01 to 9999-12-31 on every list and the export; the first and last are read.
    const lists = ["/api/contacts", "/api/inquiries", "/api/students", "/api/files", "/api/admin/activity", "/api/inquiries/export"];
    for (const path of lists) {
      for (const [query, status] of [["to=0000-01-01", 400], ["from=0000-12-31", 400], ["from=0001-01-01&to=9999-12-31", 200]] as const) {
        const res = await call(t, "GET", `${path}?${query}`, { token });
        assert.equal(res.status, status, `${path}?${query}`);
        await res.body?.cancel();
      }
    }
    const students = await call(t, "GET", "/api/students?course_id=2147483648", { token });
    assert.equal(students.status, 400);
    assert.equal((await call(t, "GET", "/api/files?type=video", { token })).status, 400);
  }));

Deno.test("lists: students by course and by course title; course files by course and type", () =>
  withApp(async (t, token) => {
    const [java] = await t.deps.sql`insert into courses (title) values ('Java Full Stack') returning id`;
    const [python] = await t.deps.sql`insert into courses (title) values ('Python') returning id`;
    for (const [name, email, course] of [["Ravi", "ravi@example.com", java.id], ["Mina", "mina@example.com", python.id]]) {
      await t.deps.sql`insert into students (name, email, mobile, password_hash, course_id)
        values (${name}, ${email}, '9876543210', 'x', ${course})`;
    }
    assert.deepEqual(names((await list(t, token, `/api/students?course_id=${python.id}`)).rows), ["Mina"]);
    assert.deepEqual(names((await list(t, token, "/api/students?q=java")).rows), ["Ravi"]);
    const byCourse = await list(t, token, "/api/students?sort=course");
    assert.deepEqual(names(byCourse.rows), ["Ravi", "Mina"]);
    assert.equal(byCourse.total, 2);

    for (const [course, type, original] of [[java.id, "syllabus", "java.pdf"], [python.id, "material", "py-notes.pdf"]]) {
      await t.deps.sql`insert into course_files (course_id, type, filename, original_name)
        values (${course}, ${type}, ${`${original}-stored`}, ${original})`;
    }
    const files = (path: string) =>
      list(t, token, path).then((p) => p.rows.map((r) => (r as unknown as { original_name: string }).original_name));
    assert.deepEqual(await files("/api/files?type=material"), ["py-notes.pdf"]);
    assert.deepEqual(await files(`/api/files?course_id=${java.id}`), ["java.pdf"]);
    assert.deepEqual(await files("/api/files?q=python"), ["py-notes.pdf"]);
    assert.deepEqual(await files("/api/files?sort=original_name"), ["java.pdf", "py-notes.pdf"]);
  }));

Deno.test("lists: the export writes what the filter selects, in its order", () =>
  withApp(async (t, token) => {
    await seedInquiries(t);
    const res = await call(t, "GET", "/api/inquiries/export?q=lead&sort=name", { token });
    assert.equal(res.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const exported: string[] = [];
    workbook.worksheets[0].eachRow((row, n) => n > 1 && exported.push(String(row.getCell(1).value)));
    assert.deepEqual(exported, ["Asha Rao", "Lead One", "Zed"]);
    assert.equal((await call(t, "GET", "/api/inquiries/export?sort=nope", { token })).status, 400);
  }));
