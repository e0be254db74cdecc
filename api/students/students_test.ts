import assert from "node:assert/strict";
import { adminToken, call, expectIssues, form, json, startTestApp, studentToken, tableColumns, type TestApp } from "../testing/harness.ts";
import { htmlFile, jpeg, png, textFile } from "../testing/fixtures.ts";
import { verifyPassword } from "../auth/password.ts";
import { exportedRows } from "../testing/sheets.ts";
import { Student, StudentProfile } from "@institute/schemas";

interface Ctx {
  t: TestApp;
  courseId: number;
}

async function withApp(fn: (ctx: Ctx) => Promise<void>) {
  const t = await startTestApp();
  try {
    const [{ id }] = await t.deps.sql`insert into courses (title) values ('Python Full Stack') returning id`;
    await fn({ t, courseId: id });
  } finally {
    await t.close();
  }
}

const student = (courseId: number, extra: Record<string, string | [Uint8Array, string]> = {}) => ({
  name: "Priya Sharma",
  email: "Priya@Example.com",
  mobile: "9876543210",
  password: "secret-123",
  course_id: String(courseId),
  ...extra,
});

const register = (t: TestApp, fields: Record<string, string | [Uint8Array, string]>) =>
  call(t, "POST", "/api/students/register", { form: form(fields) });

const login = (t: TestApp, email: string, password: string) => call(t, "POST", "/api/students/login", { json: { email, password } });

const issue = (body: { issues?: { path: string; message: string }[] }, path: string, message: string) =>
  body.issues?.some((i) => i.path === path && i.message === message) ?? false;

Deno.test("students: the table holds the fields the student's schemas declare (their course's title is the course's) and the login's own columns", () =>
  withApp(async ({ t }) => {
    // The queries read the schemas' fields: a field declared without its migration, or a column
    // added without its field (or without being named here as the login's), fails here.
    const read = [...new Set([...Object.keys(Student.shape), ...Object.keys(StudentProfile.shape)])].filter((f) =>
      f !== "course" && f !== "course_title"
    );
    assert.deepEqual(await tableColumns(t.deps.sql, "students"), [...read, "password_hash", "token_version"].sort());
  }));

Deno.test("students: logout answers 204 and refuses the student's tokens from then on; an admin token cannot log a student out", () =>
  withApp(async ({ t, courseId }) => {
    assert.equal((await register(t, student(courseId))).status, 201);
    const { token } = await json(await login(t, "priya@example.com", "secret-123"));
    assert.equal((await call(t, "GET", "/api/students/profile", { token })).status, 200);
    assert.equal((await call(t, "POST", "/api/students/logout", { token: await adminToken(t) })).status, 403);
    assert.equal((await call(t, "POST", "/api/students/logout", { token })).status, 204);
    const refused = await call(t, "GET", "/api/students/profile", { token });
    assert.equal(refused.status, 401);
    assert.equal((await json(refused)).error, "Your session is invalid or has expired. Please log in again.");
    const again = await json(await login(t, "priya@example.com", "secret-123"));
    assert.equal((await call(t, "GET", "/api/students/profile", { token: again.token })).status, 200);
  }));

Deno.test("students: register with an image, log in, read and update the profile", () =>
  withApp(async ({ t, courseId }) => {
    const res = await register(t, student(courseId, { profile_image: [await jpeg(), "me.jpg"] }));
    assert.equal(res.status, 201);
    const body = await json(res);
    assert.equal(body.message, "Registration successful!");
    const s = body.student;
    assert.deepEqual(Object.keys(s).sort(), [
      "course",
      "course_id",
      "created_at",
      "email",
      "id",
      "mobile",
      "name",
      "profile_image",
      "status",
    ]);
    assert.equal(s.name, "Priya Sharma");
    assert.equal(s.email, "Priya@Example.com");
    assert.equal(s.course, "Python Full Stack");
    assert.equal(s.course_id, courseId);
    assert.match(s.profile_image, /^[0-9a-f-]{36}\.jpg$/);
    assert.equal(await t.deps.storage.exists(`students/${s.profile_image}`), true);

    // The password is stored only as a bcrypt hash.
    const [row] = await t.deps.sql`select password_hash from students where id = ${s.id}`;
    assert.notEqual(row.password_hash, "secret-123");
    assert.equal(await verifyPassword("secret-123", row.password_hash), true);

    // Emails compare case-insensitively at login too.
    const ok = await login(t, "priya@example.COM", "secret-123");
    assert.equal(ok.status, 200);
    const { token, name } = await json(ok);
    assert.equal(name, "Priya Sharma");
    assert.deepEqual(await t.deps.tokens.verify(token), { id: s.id, role: "student", name: "Priya Sharma", version: 0 });

    const profile = await json(await call(t, "GET", "/api/students/profile", { token }));
    assert.deepEqual(profile, {
      id: s.id,
      name: "Priya Sharma",
      email: "Priya@Example.com",
      mobile: "9876543210",
      course_id: courseId,
      course_title: "Python Full Stack",
      profile_image: s.profile_image,
      // Until the office approves the registration (approval_test.ts).
      status: "pending",
      created_at: s.created_at,
    });

    // Email and course are read-only even when sent; without a new image the old one stays.
    const [other] = await t.deps.sql`insert into courses (title) values ('Cloud') returning id`;
    const kept = await call(t, "PUT", "/api/students/profile/update", {
      token,
      form: form({ name: "Priya S", mobile: "9123456780", email: "evil@example.com", course_id: String(other.id) }),
    });
    assert.equal(kept.status, 200);
    const keptBody = await json(kept);
    assert.equal(keptBody.message, "Profile updated successfully");
    assert.deepEqual(keptBody.profile, { ...profile, name: "Priya S", mobile: "9123456780" });

    // A new image replaces the old one, whose object is deleted.
    const replaced = await json(
      await call(t, "PUT", "/api/students/profile/update", {
        token,
        form: form({ name: "Priya S", mobile: "9123456780", profile_image: [png(), "new.png"] }),
      }),
    );
    assert.match(replaced.profile.profile_image, /\.png$/);
    assert.equal(await t.deps.storage.exists(`students/${s.profile_image}`), false);
    assert.deepEqual(await t.deps.storage.list("students"), [replaced.profile.profile_image]);
    assert.deepEqual(await json(await call(t, "GET", "/api/students/profile", { token })), replaced.profile);
  }));

Deno.test("students: registration without an image; no answer carries a password or hash", () =>
  withApp(async ({ t, courseId }) => {
    const res = await register(t, student(courseId, { profile_image: [new Uint8Array(), ""] }));
    assert.equal(res.status, 201);
    const text = await res.text();
    assert.doesNotMatch(text, /password|hash|\$2b\$/i);
    assert.equal(JSON.parse(text).student.profile_image, null);
    const list = await call(t, "GET", "/api/students", { token: await adminToken(t) });
    assert.doesNotMatch(await list.text(), /password|hash|\$2b\$/i);
    assert.deepEqual(await t.deps.storage.list("students"), []);
  }));

Deno.test("students: every registration rule answers 400 with its message", () =>
  withApp(async ({ t, courseId }) => {
    const valid = student(courseId);
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    // Each field with the message that refuses it: when left out (undefined), and for each bad value.
    const rules: [string, string, (string | undefined)[]][] = [
      ["name", "Name is required.", [undefined, "   "]],
      ["email", "Invalid email", [undefined, "not-an-email"]],
      ["mobile", "Mobile must be 10 digits", [undefined, "98765", "98765432101", "98765abcde"]],
      ["password", "Password must be at least 6 characters", [undefined, "12345"]],
      ["course_id", "Please select a course.", [undefined, "", "abc"]],
    ];
    const cases = rules.flatMap(([key, message, values]) =>
      values.map((value): [Record<string, string>, string, string] => [
        value === undefined ? without(key) : { ...valid, [key]: value },
        key,
        message,
      ])
    );
    await expectIssues(cases, (fields) => register(t, fields));

    const unknown = await register(t, { ...valid, course_id: "9999" });
    assert.equal(unknown.status, 400);
    const body = await json(unknown);
    assert.ok(issue(body, "course_id", "The selected course does not exist"), JSON.stringify(body));

    const [{ n }] = await t.deps.sql`select count(*)::int as n from students`;
    assert.equal(n, 0);
  }));

Deno.test("students: an email is registered once, compared case-insensitively, even when two registrations race", () =>
  withApp(async ({ t, courseId }) => {
    assert.equal((await register(t, student(courseId))).status, 201);
    const again = await register(t, student(courseId, { email: "PRIYA@example.com", name: "Someone else" }));
    assert.equal(again.status, 409);
    assert.equal((await json(again)).error, "This email is already registered");

    // Two at once with images: the unique index decides, and the loser leaves no object.
    const racers = await Promise.all(
      ["raj@example.com", "Raj@Example.com"].map(async (email) =>
        register(t, student(courseId, { email, profile_image: [await jpeg(), "r.jpg"] }))
      ),
    );
    assert.deepEqual(racers.map((r) => r.status).sort(), [201, 409]);
    const winner = await json(racers.find((r) => r.status === 201)!);
    const loser = await json(racers.find((r) => r.status === 409)!);
    assert.equal(loser.error, "This email is already registered");
    assert.deepEqual(await t.deps.storage.list("students"), [winner.student.profile_image]);
    const [{ n }] = await t.deps.sql`select count(*)::int as n from students`;
    assert.equal(n, 2);
  }));

Deno.test("students: uploads are checked by their bytes and size and a refused registration keeps nothing", () =>
  withApp(async ({ t, courseId }) => {
    const fake = await register(t, student(courseId, { profile_image: [textFile(), "photo.png"] }));
    assert.equal(fake.status, 415);
    await fake.body?.cancel();
    const html = await register(t, student(courseId, { profile_image: [htmlFile(), "photo.pdf"] }));
    assert.equal(html.status, 415);
    await html.body?.cancel();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await jpeg());
    const large = await register(t, student(courseId, { profile_image: [big, "big.jpg"] }));
    assert.equal(large.status, 413);
    await large.body?.cancel();

    // A write the database refuses after the image was stored deletes that image again.
    await t.deps.sql`alter table students add constraint no_zed check (name <> 'Zed')`;
    const refused = await register(t, student(courseId, { name: "Zed", profile_image: [png(), "z.png"] }));
    assert.equal(refused.status, 500);
    await refused.body?.cancel();
    // An unknown course is refused by the database after the upload too.
    const noCourse = await register(t, student(courseId, { course_id: "9999", profile_image: [png(), "z.png"] }));
    assert.equal(noCourse.status, 400);
    await noCourse.body?.cancel();

    assert.deepEqual(await t.deps.storage.list("students"), []);
    const [{ n }] = await t.deps.sql`select count(*)::int as n from students`;
    assert.equal(n, 0);
  }));

Deno.test("students: a wrong password or unknown email is the same 401; both fields are required", () =>
  withApp(async ({ t, courseId }) => {
    await register(t, student(courseId));
    const wrong = await login(t, "priya@example.com", "wrong-pass");
    const unknown = await login(t, "nobody@example.com", "secret-123");
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(await json(wrong), await json(unknown));

    for (
      const [payload, path, message] of [
        [{ password: "x" }, "email", "Email is required"],
        [{ email: " ", password: "x" }, "email", "Email is required"],
        [{ email: "priya@example.com" }, "password", "Password is required"],
        [{ email: "priya@example.com", password: "" }, "password", "Password is required"],
      ] as const
    ) {
      const res = await call(t, "POST", "/api/students/login", { json: payload });
      assert.equal(res.status, 400);
      assert.ok(issue(await json(res), path, message));
    }
  }));

Deno.test("students: profile update rules, upload checks, and a failed update keeps the old image", () =>
  withApp(async ({ t, courseId }) => {
    const { student: s } = await json(await register(t, student(courseId, { profile_image: [png(), "me.png"] })));
    const token = await studentToken(t, s.id);
    const update = (fields: Record<string, string | [Uint8Array, string]>) =>
      call(t, "PUT", "/api/students/profile/update", { token, form: form(fields) });

    const cases: [Record<string, string>, string, string][] = [
      [{ mobile: "9876543210" }, "name", "Name is required."],
      [{ name: " ", mobile: "9876543210" }, "name", "Name is required."],
      [{ name: "P" }, "mobile", "Mobile must be 10 digits"],
      [{ name: "P", mobile: "12345" }, "mobile", "Mobile must be 10 digits"],
    ];
    await expectIssues(cases, update);
    assert.equal((await update({ name: "P", mobile: "9876543210", profile_image: [textFile(), "x.png"] })).status, 415);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png());
    assert.equal((await update({ name: "P", mobile: "9876543210", profile_image: [big, "x.png"] })).status, 413);

    await t.deps.sql`alter table students add constraint no_zed check (name <> 'Zed')`;
    const refused = await update({ name: "Zed", mobile: "9876543210", profile_image: [await jpeg(), "z.jpg"] });
    assert.equal(refused.status, 500);
    await refused.body?.cancel();

    assert.deepEqual(await t.deps.storage.list("students"), [s.profile_image]);
    const [row] = await t.deps.sql`select name, profile_image from students where id = ${s.id}`;
    assert.deepEqual({ ...row }, { name: "Priya Sharma", profile_image: s.profile_image });
  }));

Deno.test("students: the admin lists students newest first with the course name and deletes them with their image", () =>
  withApp(async ({ t, courseId }) => {
    const admin = await adminToken(t);
    assert.deepEqual(await json(await call(t, "GET", "/api/students", { token: admin })), []);
    const first = (await json(await register(t, student(courseId, { profile_image: [png(), "a.png"] })))).student;
    const second = (await json(await register(t, student(courseId, { name: "Arjun", email: "arjun@example.com" })))).student;

    const list = await json(await call(t, "GET", "/api/students", { token: admin }));
    assert.deepEqual(list, [second, first]);
    assert.equal(list[0].course, "Python Full Stack");

    const token = await studentToken(t, first.id);
    const del = await call(t, "DELETE", `/api/students/${first.id}`, { token: admin });
    assert.equal(del.status, 200);
    assert.deepEqual(await json(del), { message: "Student deleted" });
    assert.equal(await t.deps.storage.exists(`students/${first.profile_image}`), false);
    assert.deepEqual((await json(await call(t, "GET", "/api/students", { token: admin }))).map((x: { id: number }) => x.id), [second.id]);

    assert.equal((await call(t, "DELETE", `/api/students/${first.id}`, { token: admin })).status, 404);
    assert.equal((await call(t, "DELETE", "/api/students/abc", { token: admin })).status, 400);
    assert.equal((await call(t, "DELETE", "/api/students/0", { token: admin })).status, 400);

    // The deleted student's token no longer opens the profile, and an update stores nothing.
    const profile = await call(t, "GET", "/api/students/profile", { token });
    assert.equal(profile.status, 401);
    assert.equal(typeof (await json(profile)).error, "string");
    const update = await call(t, "PUT", "/api/students/profile/update", {
      token,
      form: form({ name: "Ghost", mobile: "9876543210", profile_image: [png(), "g.png"] }),
    });
    assert.equal(update.status, 401);
    await update.body?.cancel();
    assert.deepEqual(await t.deps.storage.list("students"), []);
    // Their login is gone too.
    assert.equal((await login(t, "priya@example.com", "secret-123")).status, 401);
  }));

Deno.test("students: passwords are limited by their UTF-8 bytes, the 72 bcrypt reads, in registration and at login", () =>
  withApp(async ({ t, courseId }) => {
    const accented = "é".repeat(36); // 36 characters, 72 bytes
    for (const [email, password] of [["a@example.com", accented + "abc"], ["b@example.com", "a".repeat(73)]]) {
      const res = await register(t, student(courseId, { email, password }));
      assert.equal(res.status, 400);
      assert.ok(issue(await json(res), "password", "Password must be at most 72 bytes (fewer characters with accents or symbols)"));
    }
    for (
      const [email, password, other] of [["c@example.com", accented, accented + "zzz"], [
        "d@example.com",
        "a".repeat(72),
        "a".repeat(72) + "b",
      ]]
    ) {
      assert.equal((await register(t, student(courseId, { email, password }))).status, 201);
      assert.equal((await login(t, email, password)).status, 200);
      // bcrypt alone would read only the first 72 bytes of `other` and let it in.
      assert.equal((await login(t, email, other)).status, 401);
    }
  }));

Deno.test("students: course_id at the integer edges is a 400 or an unknown course, never a server error", () =>
  withApp(async ({ t, courseId }) => {
    const edges = ["0", "-1", "2147483647", "2147483648", "9007199254740992", "1e309", "1e3", ` ${courseId}`, "0x1F", `${courseId}.0`];
    for (const [i, course_id] of edges.entries()) {
      const res = await register(t, student(courseId, { email: `edge${i}@example.com`, course_id }));
      assert.equal(res.status, 400, `course_id=${course_id}`);
    }
    const [{ count }] = await t.deps.sql`select count(*)::int from students`;
    assert.equal(count, 0);
  }));

Deno.test("students: one of the 10,000 most common passwords is refused, whatever its case", () =>
  withApp(async ({ t, courseId }) => {
    for (const [i, password] of ["password1", "QWERTY123", "iLoveYou"].entries()) {
      const res = await register(t, student(courseId, { email: `common${i}@example.com`, password }));
      assert.equal(res.status, 400, password);
      assert.ok(issue(await json(res), "password", "This password is too common."), password);
    }
    assert.equal((await register(t, student(courseId, { password: "my own 7 words" }))).status, 201);
  }));

Deno.test("students export: what the list's query selects, with the course and the institute's time", () =>
  withApp(async ({ t, courseId }) => {
    const [other] = await t.deps.sql`insert into courses (title) values ('Data Science') returning id`;
    await t.deps.sql`update site_settings set time_zone = 'Asia/Kolkata'`;
    await t.deps.sql`insert into students (name, email, mobile, course_id, password_hash, created_at) values
      ('Priya', 'priya@example.com', '9000000001', ${courseId}, 'x', '2024-03-01T09:30:00Z'),
      ('Dev', 'dev@example.com', '9000000002', ${other.id}, 'x', '2024-05-20T16:45:00Z')`;
    const token = await adminToken(t);
    const header = ["Name", "Email", "Mobile", "Course", "Status", "Registered"];
    assert.deepEqual(await exportedRows(t, token, "/api/students/export", "students.xlsx"), [
      header,
      ["Dev", "dev@example.com", "9000000002", "Data Science", "Active", new Date("2024-05-20T22:15:00Z")],
      ["Priya", "priya@example.com", "9000000001", "Python Full Stack", "Active", new Date("2024-03-01T15:00:00Z")],
    ]);
    assert.deepEqual(await exportedRows(t, token, `/api/students/export?course_id=${courseId}&sort=name`, "students.xlsx"), [
      header,
      ["Priya", "priya@example.com", "9000000001", "Python Full Stack", "Active", new Date("2024-03-01T15:00:00Z")],
    ]);
    assert.equal((await call(t, "GET", "/api/students/export", { token: await studentToken(t) })).status, 403);
  }));
