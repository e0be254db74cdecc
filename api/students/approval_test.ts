import assert from "node:assert/strict";
import { STUDENT_REFUSALS } from "@institute/schemas";
import { adminToken, call, form, json, startTestApp, type TestApp } from "../testing/harness.ts";
import { pdf } from "../testing/fixtures.ts";

async function withCourses(fn: (t: TestApp, token: string, courses: { python: number; cloud: number }) => Promise<void>) {
  const t = await startTestApp();
  try {
    const [python, cloud] = await t.deps.sql`insert into courses (title) values ('Python'), ('Cloud') returning id`;
    const token = await adminToken(t);
    for (const [course, name] of [[python.id, "python.pdf"], [cloud.id, "cloud.pdf"]] as const) {
      const uploaded = await call(t, "POST", "/api/files/upload", { token, form: form({ course_id: course, file: [pdf(name), name] }) });
      assert.equal(uploaded.status, 201);
    }
    await fn(t, token, { python: python.id, cloud: cloud.id });
  } finally {
    await t.close();
  }
}

const register = async (t: TestApp, email: string, course: number) => {
  const res = await call(t, "POST", "/api/students/register", {
    form: form({ name: "Asha Rao", email, mobile: "9876543210", password: "my own 7 words", course_id: course }),
  });
  assert.equal(res.status, 201);
  return (await json(res)).student as { id: number; status: string };
};
const login = (t: TestApp, email: string) => call(t, "POST", "/api/students/login", { json: { email, password: "my own 7 words" } });
const tokenOf = async (t: TestApp, email: string) => (await json(await login(t, email))).token as string;
const myFiles = (t: TestApp, token: string) => call(t, "GET", "/api/files/student", { token });
const edit = (t: TestApp, token: string, id: number, body: unknown) => call(t, "PATCH", `/api/students/${id}`, { token, json: body });
const fileNames = async (res: Response) => (await json(res)).map((f: { original_name: string }) => f.original_name);

Deno.test("approval: a registration waits for the office before its course's files open; the office approves it", () =>
  withCourses(async (t, admin, { python }) => {
    const student = await register(t, "asha@example.com", python);
    assert.equal(student.status, "pending");
    // A pending student logs in (the portal tells them why there are no files), and reads no file.
    const token = await tokenOf(t, "asha@example.com");
    const waiting = await myFiles(t, token);
    assert.equal(waiting.status, 403);
    assert.equal((await json(waiting)).error, STUDENT_REFUSALS.pending);
    assert.equal((await call(t, "GET", "/api/students/profile", { token })).status, 200);

    const stats = async () => (await json(await call(t, "GET", "/api/admin/dashboard-stats", { token: admin }))).pendingStudentCount;
    assert.equal(await stats(), 1);
    const listed = async (status: string) =>
      (await json(await call(t, "GET", `/api/students?status=${status}`, { token: admin }))).map((s: { id: number }) => s.id);
    assert.deepEqual(await listed("pending"), [student.id]);
    assert.deepEqual(await listed("active"), []);

    const approved = await edit(t, admin, student.id, { status: "active" });
    assert.equal(approved.status, 200);
    assert.deepEqual({ ...(await json(approved)).student, created_at: undefined }, {
      id: student.id,
      name: "Asha Rao",
      email: "asha@example.com",
      mobile: "9876543210",
      course_id: python,
      course: "Python",
      profile_image: null,
      status: "active",
      created_at: undefined,
    });
    // Approval widens access: the same session goes on, and now reads its course's files.
    const files = await myFiles(t, token);
    assert.equal(files.status, 200);
    assert.deepEqual(await fileNames(files), ["python.pdf"]);
    assert.equal(await stats(), 0);

    const [entry] = await t.deps.sql`select action, entity, entity_id, summary from activity where entity = 'Students' and action = 'edit'`;
    assert.equal(entry.entity_id, String(student.id));
    assert.match(entry.summary, /status: "pending" → "active"/);
  }));

Deno.test("approval: with approval turned off in Settings a registration opens its course's files at once", () =>
  withCourses(async (t, admin, { python }) => {
    await t.deps.sql`update site_settings set approve_registrations = false`;
    assert.equal((await register(t, "open@example.com", python)).status, "active");
    const files = await myFiles(t, await tokenOf(t, "open@example.com"));
    assert.deepEqual(await fileNames(files), ["python.pdf"]);
    assert.equal((await json(await call(t, "GET", "/api/admin/dashboard-stats", { token: admin }))).pendingStudentCount, 0);
  }));

Deno.test("approval: a new course or a deactivation ends the student's sessions; a deactivated student cannot log in", () =>
  withCourses(async (t, admin, { python, cloud }) => {
    const { id } = await register(t, "ravi@example.com", python);
    assert.equal((await edit(t, admin, id, { status: "active" })).status, 200);
    const first = await tokenOf(t, "ravi@example.com");
    assert.deepEqual(await fileNames(await myFiles(t, first)), ["python.pdf"]);

    // Name and mobile alone leave the session as it is.
    const renamed = await edit(t, admin, id, { name: "Ravi K", mobile: "+91 98765 43211" });
    assert.equal(renamed.status, 200);
    const { name, mobile } = (await json(renamed)).student;
    assert.deepEqual([name, mobile], ["Ravi K", "9876543211"], "the number as people write it, kept as its 10 digits");
    assert.equal((await myFiles(t, first)).status, 200);

    // Another course: the old session could read the old course's files; it is refused.
    const moved = await edit(t, admin, id, { course_id: cloud });
    assert.equal((await json(moved)).student.course, "Cloud");
    assert.equal((await myFiles(t, first)).status, 401);
    const second = await tokenOf(t, "ravi@example.com");
    assert.deepEqual(await fileNames(await myFiles(t, second)), ["cloud.pdf"]);

    assert.equal((await edit(t, admin, id, { status: "inactive" })).status, 200);
    assert.equal((await myFiles(t, second)).status, 401);
    const refused = await login(t, "ravi@example.com");
    assert.equal(refused.status, 403);
    assert.equal((await json(refused)).error, STUDENT_REFUSALS.inactive);
    // A wrong password is the same 401 as for anyone: the refusal is told only to whoever knows it.
    assert.equal(
      (await call(t, "POST", "/api/students/login", { json: { email: "ravi@example.com", password: "wrong one" } })).status,
      401,
    );

    assert.equal((await edit(t, admin, id, { status: "active" })).status, 200);
    assert.equal((await login(t, "ravi@example.com")).status, 200);
  }));

Deno.test("approval: the office's change is checked: known student and course, valid fields, at least one, admins only", () =>
  withCourses(async (t, admin, { python }) => {
    const { id } = await register(t, "lee@example.com", python);
    const issues = async (res: Response) => (await json(res)).issues.map((i: { path: string }) => i.path);
    const bad = await edit(t, admin, id, { status: "banned" });
    assert.equal(bad.status, 400);
    assert.deepEqual(await issues(bad), ["status"]);
    const noCourse = await edit(t, admin, id, { course_id: 99999 });
    assert.equal(noCourse.status, 400);
    assert.deepEqual(await issues(noCourse), ["course_id"]);
    assert.deepEqual(await issues(await edit(t, admin, id, { mobile: "12" })), ["mobile"]);
    assert.equal((await edit(t, admin, id, {})).status, 400);
    assert.equal((await edit(t, admin, 99999, { status: "active" })).status, 404);
    const student = await tokenOf(t, "lee@example.com");
    assert.equal((await edit(t, student, id, { status: "active" })).status, 403);
    assert.equal((await call(t, "PATCH", `/api/students/${id}`, { json: { status: "active" } })).status, 401);
    const [row] = await t.deps.sql`select status, course_id from students where id = ${id}`;
    assert.deepEqual({ ...row }, { status: "pending", course_id: python });
  }));
