import assert from "node:assert/strict";
import { hashPassword } from "../auth/password.ts";
import { call, form, json, studentToken, tableColumns, type TestApp, withApp } from "../testing/harness.ts";
import { htmlFile, jpeg, pdf, png } from "../testing/fixtures.ts";
import { exportedRows } from "../testing/sheets.ts";
import { CourseFile } from "@institute/schemas";

const addCourse = async (t: TestApp, title: string) =>
  (await t.deps.sql<{ id: number }[]>`insert into courses (title) values (${title}) returning id`)[0].id;

const enrol = async (t: TestApp, courseId: number, email: string) =>
  (await t.deps.sql<{ id: number }[]>`
    insert into students (name, email, mobile, password_hash, course_id)
    values ('Student', ${email}, '9876543210', ${await hashPassword("secret123")}, ${courseId})
    returning id`)[0].id;

const upload = (t: TestApp, token: string, fields: Parameters<typeof form>[0]) =>
  call(t, "POST", "/api/files/upload", { token, form: form(fields) });

const uploaded = async (t: TestApp, token: string, fields: Parameters<typeof form>[0]) => {
  const res = await upload(t, token, fields);
  assert.equal(res.status, 201, await res.clone().text());
  return (await json(res)).file;
};

/** The signed URL's parts, checked against the path the uploads route verifies. */
function assertSigned(t: TestApp, file: { filename: string; url: string; expires_at: string }) {
  const url = new URL(file.url, "http://localhost");
  assert.equal(url.pathname, `/api/uploads/files/${file.filename}`);
  const expires = url.searchParams.get("expires")!;
  assert.equal(new Date(Number(expires) * 1000).toISOString(), file.expires_at);
  const inAnHour = Date.now() + 3600_000;
  assert.ok(Math.abs(Date.parse(file.expires_at) - inAnHour) < 60_000, "valid for about an hour");
  assert.equal(t.deps.signer.verify(url.pathname, expires, url.searchParams.get("signature")!), true);
  assert.equal(t.deps.signer.verify(`/api/uploads/files/other.pdf`, expires, url.searchParams.get("signature")!), false);
}

/** End to end: the signed URL serves exactly the uploaded bytes; without its signature it is refused. */
async function assertDownloads(t: TestApp, file: { url: string; filename: string }, bytes: Uint8Array) {
  const res = await t.app.request(file.url);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);
  const unsigned = await t.app.request(`/api/uploads/files/${file.filename}`);
  assert.equal(unsigned.status, 403);
  await unsigned.body?.cancel();
}

Deno.test("course files: the table holds the fields a file's schema declares (its course's title is the course's)", () =>
  withApp(async (t) => {
    const read = Object.keys(CourseFile.shape).filter((f) => f !== "course_title");
    assert.deepEqual(await tableColumns(t.deps.sql, "course_files"), read.sort());
  }));

Deno.test("files: the admin uploads a PDF, lists it newest first with its course and a signed link, and deletes it", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Full Stack");
    const bytes = pdf("Week 1");
    const res = await upload(t, token, { course_id: courseId, type: "material", file: [bytes, "Week 1 notes.pdf"] });
    assert.equal(res.status, 201);
    const body = await json(res);
    assert.equal(body.message, "File uploaded successfully");
    const file = body.file;
    assert.deepEqual({ ...file, id: 0, filename: "", created_at: "", url: "", expires_at: "" }, {
      id: 0,
      course_id: courseId,
      type: "material",
      filename: "",
      original_name: "Week 1 notes.pdf",
      course_title: "Full Stack",
      created_at: "",
      url: "",
      expires_at: "",
    });
    assert.match(file.filename, /^[0-9a-f-]{36}\.pdf$/);
    assert.ok(!Number.isNaN(Date.parse(file.created_at)));
    assertSigned(t, file);
    const object = await t.deps.storage.get(`files/${file.filename}`);
    assert.ok(object);
    assert.equal(object.contentType, "application/pdf");
    assert.deepEqual(new Uint8Array(await new Response(object.body).arrayBuffer()), bytes);

    const second = await uploaded(t, token, { course_id: courseId, file: [pdf("Syllabus"), "syllabus.pdf"] });
    assert.equal(second.type, "syllabus", "type defaults to syllabus");

    const list = await call(t, "GET", "/api/files", { token });
    assert.equal(list.status, 200);
    const files = await json(list);
    assert.deepEqual(files.map((f: { id: number }) => f.id), [second.id, file.id], "newest first");
    assert.deepEqual(files.map((f: { course_title: string }) => f.course_title), ["Full Stack", "Full Stack"]);
    for (const f of files) assertSigned(t, f);
    await assertDownloads(t, files[1], bytes);
    assert.deepEqual({ ...files[1], url: undefined, expires_at: undefined }, { ...file, url: undefined, expires_at: undefined });

    const del = await call(t, "DELETE", `/api/files/${file.id}`, { token });
    assert.equal(del.status, 200);
    assert.deepEqual(await json(del), { message: "File deleted" });
    assert.equal(await t.deps.storage.exists(`files/${file.filename}`), false);
    assert.deepEqual(await t.deps.storage.list("files"), [second.filename]);
    assert.deepEqual((await json(await call(t, "GET", "/api/files", { token }))).map((f: { id: number }) => f.id), [second.id]);
    const again = await call(t, "DELETE", `/api/files/${file.id}`, { token });
    assert.equal(again.status, 404);
    assert.deepEqual(await json(again), { error: "File not found" });
    for (const id of ["abc", "0", "-3", "2.5"]) assert.equal((await call(t, "DELETE", `/api/files/${id}`, { token })).status, 400, id);
  }));

Deno.test("files: course and file are required, the course must exist and the type must be known; nothing is stored", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Python");
    const required = "Please select course and file";
    const cases: [Parameters<typeof form>[0], string, string][] = [
      [{ file: [pdf(), "a.pdf"] }, "course_id", required],
      [{ course_id: "", file: [pdf(), "a.pdf"] }, "course_id", required],
      [{ course_id: "abc", file: [pdf(), "a.pdf"] }, "course_id", required],
      [{ course_id: "0", file: [pdf(), "a.pdf"] }, "course_id", required],
      [{ course_id: courseId }, "file", required],
      [{ course_id: courseId, file: "not a file" }, "file", required],
      [{ course_id: courseId, type: "video", file: [pdf(), "a.pdf"] }, "type", "Type must be syllabus, material or interview"],
    ];
    for (const [fields, path, message] of cases) {
      const res = await upload(t, token, fields);
      assert.equal(res.status, 400, JSON.stringify(Object.keys(fields)));
      const body = await json(res);
      assert.equal(body.error, `${body.issues[0].path}: ${body.issues[0].message}`);
      assert.ok(body.issues.some((i: { path: string; message: string }) => i.path === path && i.message === message), JSON.stringify(body));
    }
    const neither = await json(await upload(t, token, {}));
    assert.equal(neither.error, `course_id: ${required}`);
    assert.deepEqual(neither.issues.map((i: { path: string }) => i.path).sort(), ["course_id", "file"]);

    // A browser sends an empty nameless part when no file was picked.
    const empty = new FormData();
    empty.append("course_id", String(courseId));
    empty.append("file", new File([], ""));
    const none = await call(t, "POST", "/api/files/upload", { token, form: empty });
    assert.equal(none.status, 400);
    assert.deepEqual((await json(none)).issues, [{ path: "file", message: required }]);

    const unknown = await upload(t, token, { course_id: 9999, file: [pdf(), "a.pdf"] });
    assert.equal(unknown.status, 400);
    assert.deepEqual(await json(unknown), {
      error: "course_id: Course not found",
      issues: [{ path: "course_id", message: "Course not found" }],
    });

    for (const type of ["syllabus", "material", "interview"]) {
      assert.equal((await uploaded(t, token, { course_id: courseId, type, file: [pdf(), `${type}.pdf`] })).type, type);
    }
    const rows = await t.deps.sql`select filename from course_files`;
    assert.equal(rows.length, 3);
    assert.deepEqual((await t.deps.storage.list("files")).sort(), rows.map((r) => r.filename).sort(), "no object without its row");
  }));

Deno.test("files: only real PDFs of at most 20 MiB are accepted", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Testing");
    for (const file of [[htmlFile(), "notes.pdf"], [png(), "scan.pdf"], [await jpeg(), "photo.pdf"]] as [Uint8Array, string][]) {
      const res = await upload(t, token, { course_id: courseId, file });
      assert.equal(res.status, 415, file[1]);
      assert.deepEqual(await json(res), { error: "file: must be a PDF" });
    }
    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set(pdf());
    const large = await upload(t, token, { course_id: courseId, file: [big, "big.pdf"] });
    assert.equal(large.status, 413);
    assert.match((await json(large)).error, /20 MiB/);
    assert.deepEqual(await t.deps.storage.list("files"), []);
    assert.equal((await t.deps.sql`select id from course_files`).length, 0);

    // A PDF's real bytes pass whatever its name says, and exactly 20 MiB is still accepted.
    const edge = new Uint8Array(20 * 1024 * 1024);
    edge.set(pdf());
    const file = await uploaded(t, token, { course_id: courseId, file: [edge, "notes.txt"] });
    assert.match(file.filename, /\.pdf$/);
    assert.equal(file.original_name, "notes.txt");
  }));

Deno.test("files: the original name is kept for display only, trimmed to 255 characters", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Cloud");
    const long = `${"x".repeat(300)}.pdf`;
    const cases: [string, string][] = [
      ["  spaced name.pdf  ", "spaced name.pdf"],
      [long, long.slice(0, 255)],
      ["../../etc/passwd.pdf", "../../etc/passwd.pdf"],
      ["tab\there.pdf", "tabhere.pdf"],
    ];
    for (const [sent, kept] of cases) {
      const file = await uploaded(t, token, { course_id: courseId, file: [pdf(), sent] });
      assert.equal(file.original_name, kept);
      assert.match(file.filename, /^[0-9a-f-]{36}\.pdf$/, "the storage key never uses the sent name");
    }
    assert.equal((await t.deps.storage.list("files")).length, cases.length);
  }));

Deno.test("files: a failed insert leaves no object behind", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Data");
    await t.deps.sql`alter table course_files add constraint no_boom check (original_name <> 'boom.pdf')`;
    const res = await upload(t, token, { course_id: courseId, file: [pdf(), "boom.pdf"] });
    assert.equal(res.status, 500);
    assert.deepEqual(await t.deps.storage.list("files"), []);
    assert.equal((await t.deps.sql`select id from course_files`).length, 0);
  }));

Deno.test("files: a student sees only the files of their own course, each with a signed link", () =>
  withApp(async (t, token) => {
    const mine = await addCourse(t, "Full Stack");
    const theirs = await addCourse(t, "Python");
    const interview = await uploaded(t, token, { course_id: mine, type: "interview", file: [pdf("Q"), "questions.pdf"] });
    const syllabus = await uploaded(t, token, { course_id: mine, type: "syllabus", file: [pdf("S"), "syllabus.pdf"] });
    const material = await uploaded(t, token, { course_id: mine, type: "material", file: [pdf("M"), "week1.pdf"] });
    const material2 = await uploaded(t, token, { course_id: mine, type: "material", file: [pdf("M2"), "week2.pdf"] });
    const other = await uploaded(t, token, { course_id: theirs, type: "syllabus", file: [pdf("P"), "python.pdf"] });

    const me = await enrol(t, mine, "me@example.com");
    const res = await call(t, "GET", "/api/files/student", { token: await studentToken(t, me) });
    assert.equal(res.status, 200);
    const files = await json(res);
    // Grouped by type in the form's order, newest first within a type.
    assert.deepEqual(files.map((f: { id: number }) => f.id), [syllabus.id, material2.id, material.id, interview.id]);
    assert.deepEqual(files.map((f: { type: string }) => f.type), ["syllabus", "material", "material", "interview"]);
    for (const f of files) {
      assert.equal(f.course_title, "Full Stack");
      assert.equal(f.course_id, mine);
      assertSigned(t, f);
    }
    assert.deepEqual(
      { ...files[0], url: undefined, expires_at: undefined },
      { ...syllabus, url: undefined, expires_at: undefined },
    );
    assert.ok(!files.some((f: { id: number }) => f.id === other.id));
    await assertDownloads(t, files[0], pdf("S"));

    // The raw token form of the Authorization header works too.
    const raw = await t.app.request("/api/files/student", { headers: { Authorization: await studentToken(t, me) } });
    assert.equal(raw.status, 200);
    assert.equal((await json(raw)).length, 4);

    const them = await enrol(t, theirs, "them@example.com");
    const theirFiles = await json(await call(t, "GET", "/api/files/student", { token: await studentToken(t, them) }));
    assert.deepEqual(theirFiles.map((f: { id: number }) => f.id), [other.id]);

    const empty = await addCourse(t, "Testing");
    const newcomer = await enrol(t, empty, "new@example.com");
    assert.deepEqual(await json(await call(t, "GET", "/api/files/student", { token: await studentToken(t, newcomer) })), []);

    // The admin's token is the wrong role here, and a deleted student's token is no session at all.
    assert.equal((await call(t, "GET", "/api/files/student", { token })).status, 403);
    const gone = await studentToken(t, them);
    await t.deps.sql`delete from students where id = ${them}`;
    const deleted = await call(t, "GET", "/api/files/student", { token: gone });
    assert.equal(deleted.status, 401);
    assert.equal(typeof (await json(deleted)).error, "string");
    assert.equal((await call(t, "GET", "/api/files/student", { token: await studentToken(t, 99999) })).status, 401);
  }));

Deno.test("files: a signed link no longer verifies once its path, expiry or signature is altered", () =>
  withApp(async (t, token) => {
    const courseId = await addCourse(t, "Security");
    const file = await uploaded(t, token, { course_id: courseId, file: [pdf(), "s.pdf"] });
    const url = new URL(file.url, "http://localhost");
    const expires = url.searchParams.get("expires")!;
    const signature = url.searchParams.get("signature")!;
    assert.equal(t.deps.signer.verify(url.pathname, expires, signature), true);
    assert.equal(t.deps.signer.verify(url.pathname, String(Number(expires) + 3600), signature), false, "a later expiry");
    assert.equal(
      t.deps.signer.verify(url.pathname, expires, signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A")),
      false,
      "another signature",
    );
    assert.equal(t.deps.signer.verify(url.pathname, expires, undefined), false, "no signature");
    const later = await t.app.request(`${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`);
    assert.equal(later.status, 403);
    await later.body?.cancel();
  }));

Deno.test("course files: course_id and path ids at the integer edges are 400 or 404, never a server error", () =>
  withApp(async (t, admin) => {
    const edges = ["0", "-1", "2147483647", "2147483648", "9007199254740992", "1e309", "1e3", " 1", "0x1F", "1.0"];
    const [{ id }] = await t.deps.sql`insert into courses (title) values ('Edges') returning id`;
    for (const course_id of edges) {
      const res = await upload(t, admin, { course_id, type: "syllabus", file: [pdf(), "edge.pdf"] });
      assert.equal(res.status, 400, `course_id=${course_id}`);
    }
    for (const edge of edges) {
      for (
        const [method, path] of [["GET", `/api/courses/${edge}`], ["DELETE", `/api/files/${edge}`], ["DELETE", `/api/courses/${edge}`]]
      ) {
        const res = await call(t, method, path.replace(" ", "%20"), { token: admin });
        assert.ok(res.status === 400 || res.status === 404, `${method} ${path}: ${res.status}`);
      }
    }
    // " 1" and "1.0" name no row: the course is still there.
    assert.equal((await call(t, "GET", `/api/courses/${id}`)).status, 200);
  }));

Deno.test("files export: what the list's query selects, with course, type and the institute's time", () =>
  withApp(async (t, token) => {
    const java = await addCourse(t, "Java");
    const rust = await addCourse(t, "Rust");
    await t.deps.sql`update site_settings set time_zone = 'Asia/Kolkata'`;
    await t.deps.sql`insert into course_files (course_id, type, filename, original_name, created_at) values
      (${java}, 'syllabus', 'a.pdf', 'Java syllabus.pdf', '2024-03-01T09:30:00Z'),
      (${rust}, 'interview', 'b.pdf', '=cmd.pdf', '2024-05-20T16:45:00Z')`;
    const header = ["File", "Course", "Type", "Uploaded"];
    assert.deepEqual(await exportedRows(t, token, "/api/files/export", "course-files.xlsx"), [
      header,
      ["=cmd.pdf", "Rust", "interview", new Date("2024-05-20T22:15:00Z")],
      ["Java syllabus.pdf", "Java", "syllabus", new Date("2024-03-01T15:00:00Z")],
    ]);
    assert.deepEqual(await exportedRows(t, token, `/api/files/export?course_id=${java}`, "course-files.xlsx"), [
      header,
      ["Java syllabus.pdf", "Java", "syllabus", new Date("2024-03-01T15:00:00Z")],
    ]);
    assert.equal((await call(t, "GET", "/api/files/export?type=video", { token })).status, 400);
    assert.equal((await call(t, "GET", "/api/files/export", { token: await studentToken(t) })).status, 403);
  }));
