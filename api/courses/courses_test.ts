import assert from "node:assert/strict";
import { Course } from "@institute/schemas";
import { hashPassword } from "../auth/password.ts";
import { call, expectIssues, form, json, storedImages, tableColumns, type TestApp, withApp } from "../testing/harness.ts";
import { htmlFile, jpeg, pdf, png, textFile } from "../testing/fixtures.ts";
import { raceImageEdits } from "../testing/image_race.ts";
import { SHARED_CACHE } from "../http/representations.ts";

/** A multipart body whose list fields are repeated: `[name, value]` pairs, in order. */
function pairs(entries: [string, string | [Uint8Array, string]][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) {
    if (Array.isArray(value)) data.append(key, new File([value[0] as BlobPart], value[1]));
    else data.append(key, value);
  }
  return data;
}

const addCourse = async (t: TestApp, token: string, fields: Record<string, string | [Uint8Array, string]>) => {
  const res = await call(t, "POST", "/api/courses/add", { token, form: form(fields) });
  assert.equal(res.status, 201, await res.clone().text());
  return (await json(res)).course;
};

/** A course with an image, then an update of it that must fail with `status`: the course and its stored image stay as they were. */
async function assertFailedUpdateKeepsCourse(
  t: TestApp,
  token: string,
  title: string,
  update: Record<string, string | [Uint8Array, string]>,
  status: number,
) {
  const course = await addCourse(t, token, { title, image: [await jpeg(), "a.jpg"] });
  const res = await call(t, "PUT", `/api/courses/update/${course.id}`, { token, form: form(update) });
  assert.equal(res.status, status);
  await res.body?.cancel();
  assert.deepEqual(await json(await call(t, "GET", `/api/courses/${course.id}`)), course);
  assert.deepEqual(await storedImages(t.deps.storage, "courses"), [course.image]);
}

const enrol = async (t: TestApp, courseId: number, email = "student@example.com") =>
  (await t.deps.sql<{ id: number }[]>`
    insert into students (name, email, mobile, password_hash, course_id)
    values ('Enrolled Student', ${email}, '9876543210', ${await hashPassword("secret123")}, ${courseId})
    returning id`)[0].id;

const full = {
  title: "Full Stack Web Development",
  tagline: "From HTML to deployed apps",
  category: "Web Development",
  duration: "4 months",
  mode: "Hybrid",
  short_desc: "Build complete web applications.",
  full_desc: '<p onclick="steal()">Learn <strong>React</strong><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>',
  curriculum: JSON.stringify([{ module: "React", topics: ["Components", "Routing"] }]),
  outcomes: JSON.stringify(["Ship an app", "Design an API"]),
  batches: JSON.stringify([{ date: "2027-01-05", timing: "Mon-Fri 9-11", duration: "4 months", fee: 45000 }]),
  faqs: JSON.stringify([{ question: "Prior experience?", answer: "Not needed." }, ["Placement?", "Yes."]]),
};

Deno.test("courses: the table holds exactly the fields the course's schema declares, and its two timestamps", () =>
  withApp(async (t) => {
    // The queries read and write the schema's fields: a field declared without its migration, or a
    // column added without its field, fails here.
    assert.deepEqual(await tableColumns(t.deps.sql, "courses"), [...Object.keys(Course.shape), "created_at", "updated_at"].sort());
  }));

Deno.test("courses: add with every field and an image, read it back in the list and by id", () =>
  withApp(async (t, token) => {
    const res = await call(t, "POST", "/api/courses/add", { token, form: form({ ...full, image: [await jpeg(), "cover.jpg"] }) });
    assert.equal(res.status, 201);
    const { message, course } = await json(res);
    assert.equal(message, "Saved successfully");
    assert.match(course.image, /^[0-9a-f-]{36}\.jpg$/);
    assert.equal(await t.deps.storage.exists(`courses/${course.image}`), true);
    const expected = {
      id: course.id,
      title: full.title,
      tagline: full.tagline,
      category: full.category,
      duration: full.duration,
      mode: "Hybrid",
      short_desc: full.short_desc,
      // Scripts and event handlers are gone; the javascript: link keeps its text with an empty address.
      full_desc: '<p>Learn <strong>React</strong> <a href="">here</a></p>',
      image: course.image,
      curriculum: [{ module: "React", topics: ["Components", "Routing"] }],
      outcomes: ["Ship an app", "Design an API"],
      batches: [{ date: "2027-01-05", timing: "Mon-Fri 9-11", duration: "4 months", fee: "45000" }],
      faqs: [{ q: "Prior experience?", a: "Not needed." }, { q: "Placement?", a: "Yes." }],
    };
    assert.deepEqual(course, expected);

    const second = await addCourse(t, token, { title: "Python" });
    assert.deepEqual(
      { ...second, id: 0 },
      {
        id: 0,
        title: "Python",
        tagline: "",
        category: "",
        duration: "",
        mode: "",
        short_desc: "",
        full_desc: "",
        image: null,
        curriculum: [],
        outcomes: [],
        batches: [],
        faqs: [],
      },
    );

    const list = await call(t, "GET", "/api/courses");
    assert.equal(list.status, 200);
    const courses = await json(list);
    assert.ok(Array.isArray(courses), "the list is a plain array");
    assert.deepEqual(courses.map((c: { title: string }) => c.title), [full.title, "Python"]);
    assert.deepEqual(courses[0], expected);

    const one = await call(t, "GET", `/api/courses/${course.id}`);
    assert.equal(one.status, 200);
    assert.deepEqual(await json(one), expected);
    const [row] = await t.deps.sql`select full_desc, faqs from courses where id = ${course.id}`;
    assert.equal(row.full_desc, expected.full_desc, "stored sanitised, not only answered so");
    assert.deepEqual(row.faqs, expected.faqs);
  }));

Deno.test("courses: list fields are normalised from every accepted shape", () =>
  withApp(async (t, token) => {
    const cases: [string, [string, string][], Record<string, unknown>][] = [
      ["JSON text", [["faqs", JSON.stringify([{ q: "Q1", a: "A1" }])]], { faqs: [{ q: "Q1", a: "A1" }] }],
      ["{question, answer}", [["faqs", JSON.stringify([{ question: "Q2", answer: "A2" }])]], { faqs: [{ q: "Q2", a: "A2" }] }],
      ["[q, a]", [["faqs", JSON.stringify([["Q3", "A3"]])]], { faqs: [{ q: "Q3", a: "A3" }] }],
      ["unparsable text", [["faqs", "{not json"], ["curriculum", "[oops"], ["outcomes", "just text"], ["batches", "nope"]], {
        faqs: [],
        curriculum: [],
        outcomes: [],
        batches: [],
      }],
      ["a JSON value that is not a list", [["outcomes", "42"], ["batches", '"text"']], { outcomes: [], batches: [] }],
      ["repeated plain fields", [["outcomes", "Ship an app"], ["outcomes", "Pass interviews"]], {
        outcomes: ["Ship an app", "Pass interviews"],
      }],
      ["repeated JSON fields", [
        ["faqs", JSON.stringify({ question: "Q4", answer: "A4" })],
        ["faqs", JSON.stringify(["Q5", "A5"])],
        ["curriculum", JSON.stringify({ module: "M1", topics: ["t1"] })],
        ["curriculum", JSON.stringify({ module: "M2", topics: "t2, t3" })],
        ["batches", JSON.stringify({ date: "2027-02-01", timing: "Weekend", duration: "5 months", fee: "50000" })],
      ], {
        faqs: [{ q: "Q4", a: "A4" }, { q: "Q5", a: "A5" }],
        curriculum: [{ module: "M1", topics: ["t1"] }, { module: "M2", topics: ["t2", "t3"] }],
        batches: [{ date: "2027-02-01", timing: "Weekend", duration: "5 months", fee: "50000" }],
      }],
      ["one JSON object where a list was meant", [["faqs", JSON.stringify({ q: "Q6", a: "A6" })]], { faqs: [{ q: "Q6", a: "A6" }] }],
      // A batch's own mode is kept when it is one of the course modes; any other is left out, not refused.
      ["batches with their own modes", [[
        "batches",
        JSON.stringify([
          { date: "2027-03-01", timing: "Sat", duration: "8 weeks", fee: "1", mode: "Offline" },
          { date: "2027-04-01", timing: "Sun", duration: "8 weeks", fee: "2", mode: "by pigeon" },
        ]),
      ]], {
        batches: [
          { date: "2027-03-01", timing: "Sat", duration: "8 weeks", fee: "1", mode: "Offline" },
          { date: "2027-04-01", timing: "Sun", duration: "8 weeks", fee: "2" },
        ],
      }],
      ["empty fields", [["faqs", ""], ["curriculum", " "]], { faqs: [], curriculum: [] }],
    ];
    for (const [label, fields, expected] of cases) {
      const res = await call(t, "POST", "/api/courses/add", { token, form: pairs([["title", label], ...fields]) });
      assert.equal(res.status, 201, label);
      const { course } = await json(res);
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(course[key], value, `${label}: ${key}`);
      assert.deepEqual(await json(await call(t, "GET", `/api/courses/${course.id}`)), course, `${label}: read back`);
    }
  }));

Deno.test("courses: validation answers 400 with the field named and stores nothing", () =>
  withApp(async (t, token) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ tagline: "No title" }, "title", "Title is required"],
      [{ title: "   " }, "title", "Title is required"],
      [{ title: "T", mode: "Remote" }, "mode", "Mode must be Online, Offline, Hybrid or empty"],
      [{ title: "T", mode: "online" }, "mode", "Mode must be Online, Offline, Hybrid or empty"],
      [{ title: "t".repeat(201) }, "title", "must be at most 200 characters"],
    ];
    await expectIssues(
      cases,
      (fields) => call(t, "POST", "/api/courses/add", { token, form: form({ ...fields, image: [png(), "x.png"] }) }),
    );
    assert.equal((await call(t, "POST", "/api/courses/add", { token, json: { title: "JSON body" } })).status, 415);
    assert.deepEqual(await json(await call(t, "GET", "/api/courses")), []);
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), []);

    // Every listed mode, and none, is accepted; surrounding spaces are trimmed.
    for (const mode of ["Online", "Offline", "Hybrid", "", " Online "]) {
      assert.equal((await addCourse(t, token, { title: `Mode ${mode}`, mode })).mode, mode.trim());
    }
    const course = (await json(await call(t, "GET", "/api/courses")))[0];
    const bad = await call(t, "PUT", `/api/courses/update/${course.id}`, { token, form: form({ title: "" }) });
    assert.equal(bad.status, 400);
    assert.deepEqual((await json(bad)).issues, [{ path: "title", message: "Title is required" }]);
    assert.equal((await json(await call(t, "GET", `/api/courses/${course.id}`))).title, "Mode Online");
  }));

Deno.test("courses: unknown ids are 404 and malformed ids 400 on every route with an id", () =>
  withApp(async (t, token) => {
    const missing = await call(t, "GET", "/api/courses/9999");
    assert.equal(missing.status, 404);
    assert.deepEqual(await json(missing), { error: "Course not found" });
    const update = await call(t, "PUT", "/api/courses/update/9999", { token, form: form({ title: "X", image: [png(), "x.png"] }) });
    assert.equal(update.status, 404);
    assert.deepEqual(await json(update), { error: "Course not found" });
    const del = await call(t, "DELETE", "/api/courses/9999", { token });
    assert.equal(del.status, 404);
    assert.deepEqual(await json(del), { error: "Course not found" });
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), []);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      assert.equal((await call(t, "GET", `/api/courses/${id}`)).status, 400, `GET ${id}`);
      assert.equal((await call(t, "PUT", `/api/courses/update/${id}`, { token, form: form({ title: "X" }) })).status, 400, `PUT ${id}`);
      assert.equal((await call(t, "DELETE", `/api/courses/${id}`, { token })).status, 400, `DELETE ${id}`);
    }
  }));

Deno.test("courses: update keeps the image without a new one, and a new one replaces and deletes the old object", () =>
  withApp(async (t, token) => {
    const course = await addCourse(t, token, { ...full, image: [await jpeg(), "cover.jpg"] });
    const kept = await call(t, "PUT", `/api/courses/update/${course.id}`, {
      token,
      form: form({
        title: "Full Stack (2027)",
        mode: "Online",
        oldImage: course.image,
        full_desc: '<p>New <a href="https://example.com" target="_blank">syllabus</a></p>',
        outcomes: JSON.stringify(["Only one"]),
        faqs: "not json",
      }),
    });
    assert.equal(kept.status, 200);
    const body = await json(kept);
    assert.equal(body.message, "Saved successfully");
    assert.equal(body.course.image, course.image);
    assert.equal(body.course.title, "Full Stack (2027)");
    assert.equal(body.course.mode, "Online");
    assert.equal(body.course.tagline, "", "a field the form leaves out is emptied, as the form sends every field");
    assert.equal(body.course.full_desc, '<p>New <a href="https://example.com" target="_blank" rel="noopener noreferrer">syllabus</a></p>');
    assert.deepEqual(body.course.outcomes, ["Only one"]);
    assert.deepEqual(body.course.faqs, []);
    assert.deepEqual(body.course.curriculum, []);
    assert.equal(await t.deps.storage.exists(`courses/${course.image}`), true);

    const replaced = await json(
      await call(t, "PUT", `/api/courses/update/${course.id}`, {
        token,
        form: form({ title: "Full Stack", oldImage: course.image, image: [png(), "new.png"] }),
      }),
    );
    assert.match(replaced.course.image, /^[0-9a-f-]{36}\.png$/);
    assert.equal(await t.deps.storage.exists(`courses/${course.image}`), false);
    assert.equal(await t.deps.storage.exists(`courses/${replaced.course.image}`), true);
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), [replaced.course.image]);
    assert.deepEqual(await json(await call(t, "GET", `/api/courses/${course.id}`)), replaced.course);

    // oldImage is what the form showed, not an instruction: a forged one changes nothing.
    const forged = await json(
      await call(t, "PUT", `/api/courses/update/${course.id}`, { token, form: form({ title: "Full Stack", oldImage: "other.jpg" }) }),
    );
    assert.equal(forged.course.image, replaced.course.image);
  }));

Deno.test("courses: a text file named .png or an HTML file named .pdf is 415, an image over 5 MiB is 413; nothing is kept", () =>
  withApp(async (t, token) => {
    for (const file of [[textFile(), "cover.png"], [htmlFile(), "cover.pdf"], [pdf(), "cover.jpg"]] as [Uint8Array, string][]) {
      const res = await call(t, "POST", "/api/courses/add", { token, form: form({ title: "T", image: file }) });
      assert.equal(res.status, 415, file[1]);
      assert.match((await json(res)).error, /image/);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await jpeg());
    assert.equal((await call(t, "POST", "/api/courses/add", { token, form: form({ title: "T", image: [big, "big.jpg"] }) })).status, 413);
    assert.deepEqual(await json(await call(t, "GET", "/api/courses")), []);
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), []);

    await assertFailedUpdateKeepsCourse(t, token, "T", { title: "T2", image: [textFile(), "b.png"] }, 415);
  }));

Deno.test("courses: a failed write leaves no new object, and a failed update keeps the old image", () =>
  withApp(async (t, token) => {
    // A constraint the form does not know about makes the database refuse the row after the upload.
    await t.deps.sql`alter table courses add constraint no_zed check (title <> 'Zed')`;
    const add = await call(t, "POST", "/api/courses/add", { token, form: form({ title: "Zed", image: [await jpeg(), "z.jpg"] }) });
    assert.equal(add.status, 500);
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), []);

    await assertFailedUpdateKeepsCourse(t, token, "Kept", { title: "Zed", image: [png(), "z.png"] }, 500);
  }));

Deno.test("courses: deleting a course with enrolled students is 409 and changes nothing", () =>
  withApp(async (t, token) => {
    const course = await addCourse(t, token, { title: "Enrolled", image: [await jpeg(), "e.jpg"] });
    const upload = await call(t, "POST", "/api/files/upload", { token, form: form({ course_id: course.id, file: [pdf(), "s.pdf"] }) });
    assert.equal(upload.status, 201);
    const { file } = await json(upload);
    await enrol(t, course.id);

    const res = await call(t, "DELETE", `/api/courses/${course.id}`, { token });
    assert.equal(res.status, 409);
    assert.deepEqual(await json(res), { error: "This course has enrolled students and cannot be deleted" });
    assert.deepEqual(await json(await call(t, "GET", `/api/courses/${course.id}`)), course);
    assert.equal((await t.deps.sql`select id from course_files where course_id = ${course.id}`).length, 1);
    assert.equal(await t.deps.storage.exists(`courses/${course.image}`), true);
    assert.equal(await t.deps.storage.exists(`files/${file.filename}`), true);
    assert.equal((await t.deps.sql`select id from students`).length, 1);
  }));

Deno.test("courses: delete removes the course, its course files with their PDFs, and its image; nothing else", () =>
  withApp(async (t, token) => {
    const course = await addCourse(t, token, { title: "Going", image: [await jpeg(), "g.jpg"] });
    const other = await addCourse(t, token, { title: "Staying", image: [png(), "s.png"] });
    const upload = async (courseId: number, type: string) =>
      (await json(
        await call(t, "POST", "/api/files/upload", { token, form: form({ course_id: courseId, type, file: [pdf(type), `${type}.pdf`] }) }),
      )).file;
    const gone = [await upload(course.id, "syllabus"), await upload(course.id, "material")];
    const staying = await upload(other.id, "interview");
    await enrol(t, other.id);

    const res = await call(t, "DELETE", `/api/courses/${course.id}`, { token });
    assert.equal(res.status, 200);
    assert.deepEqual(await json(res), { message: "Course deleted" });
    assert.equal((await call(t, "GET", `/api/courses/${course.id}`)).status, 404);
    assert.deepEqual((await json(await call(t, "GET", "/api/courses"))).map((c: { title: string }) => c.title), ["Staying"]);
    assert.deepEqual((await t.deps.sql`select id from course_files order by id`).map((r) => r.id), [staying.id]);
    assert.deepEqual(await t.deps.storage.list("files"), [staying.filename]);
    assert.deepEqual(await storedImages(t.deps.storage, "courses"), [other.image]);
    for (const f of gone) assert.equal(await t.deps.storage.exists(`files/${f.filename}`), false);
    assert.equal((await call(t, "DELETE", `/api/courses/${course.id}`, { token })).status, 404);

    // A course without an image or files deletes too.
    const bare = await addCourse(t, token, { title: "Bare" });
    assert.deepEqual(await json(await call(t, "DELETE", `/api/courses/${bare.id}`, { token })), { message: "Course deleted" });
  }));

Deno.test("courses: the public list and detail are cached with an ETag and refreshed by every write", () =>
  withApp(async (t, token) => {
    const course = await addCourse(t, token, { title: "Cached" });
    for (const path of ["/api/courses", `/api/courses/${course.id}`]) {
      const first = await call(t, "GET", path);
      assert.equal(first.headers.get("x-cache"), "miss", path);
      assert.equal(first.headers.get("cache-control"), SHARED_CACHE);
      await first.body?.cancel();
      const second = await call(t, "GET", path);
      assert.equal(second.headers.get("x-cache"), "hit", path);
      const etag = second.headers.get("etag")!;
      await second.body?.cancel();
      assert.equal((await call(t, "GET", path, { headers: { "If-None-Match": etag } })).status, 304, path);
    }

    const etag = (await call(t, "GET", `/api/courses/${course.id}`)).headers.get("etag")!;
    await call(t, "PUT", `/api/courses/update/${course.id}`, { token, form: form({ title: "Renamed" }) });
    const detail = await call(t, "GET", `/api/courses/${course.id}`, { headers: { "If-None-Match": etag } });
    assert.equal(detail.status, 200);
    assert.equal((await json(detail)).title, "Renamed");
    assert.deepEqual((await json(await call(t, "GET", "/api/courses"))).map((c: { title: string }) => c.title), ["Renamed"]);

    await addCourse(t, token, { title: "Second" });
    assert.deepEqual((await json(await call(t, "GET", "/api/courses"))).map((c: { title: string }) => c.title), ["Renamed", "Second"]);
    await call(t, "DELETE", `/api/courses/${course.id}`, { token });
    assert.deepEqual((await json(await call(t, "GET", "/api/courses"))).map((c: { title: string }) => c.title), ["Second"]);
    assert.equal((await call(t, "GET", `/api/courses/${course.id}`)).status, 404);

    // A refused write (409) keeps nothing stale either: the answer still shows the course.
    const enrolled = await addCourse(t, token, { title: "Enrolled" });
    await enrol(t, enrolled.id);
    await (await call(t, "GET", "/api/courses")).body?.cancel();
    assert.equal((await call(t, "DELETE", `/api/courses/${enrolled.id}`, { token })).status, 409);
    assert.deepEqual((await json(await call(t, "GET", "/api/courses"))).map((c: { title: string }) => c.title), ["Second", "Enrolled"]);
  }));

Deno.test("courses: an edit without an image racing one with an image never points the row at a deleted object", () =>
  withApp(async (t, token) => {
    const course = await addCourse(t, token, { ...full, image: [png(), "a.png"] });
    await raceImageEdits(t, token, { folder: "courses", path: `/api/courses/update/${course.id}`, id: course.id, fields: full });
  }));
