import assert from "node:assert/strict";
import { call, type TestApp, withApp } from "../testing/harness.ts";
import { FORM_LIMIT } from "./declared-route.ts";

const MiB = 1024 * 1024;

/**
 * A form announced as `bytes` long whose body never arrives: a route that read it before refusing
 * would wait forever, so an answer at all shows the refusal came first.
 */
const announced = (t: TestApp, path: string, bytes: number, token?: string) =>
  t.app.request(path, {
    method: path.endsWith("/profile/update") ? "PUT" : "POST",
    headers: {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(bytes),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new ReadableStream({ pull: () => new Promise(() => {}) }),
    duplex: "half",
  } as RequestInit);

Deno.test("body limits: a form taking one image is refused past the image limit plus 1 MiB, before a byte of it is read", () =>
  withApp(async (t, admin) => {
    assert.equal(FORM_LIMIT, 6 * MiB);
    const paths = [
      "/api/students/register",
      "/api/courses/add",
      "/api/testimonials/add",
      "/api/sliders/add",
      "/api/home/update",
      "/api/about/update",
    ];
    for (const path of paths) {
      const res = await announced(t, path, FORM_LIMIT + 1, admin);
      assert.equal(res.status, 413, path);
      await res.body?.cancel();
    }
  }));

Deno.test("body limits: a course PDF's form takes up to the PDF limit plus 1 MiB", () =>
  withApp(async (t, admin) => {
    const refused = await announced(t, "/api/files/upload", 21 * MiB + 1, admin);
    assert.equal(refused.status, 413);
    await refused.body?.cancel();
    const [{ id }] = await t.deps.sql`insert into courses (title) values ('Java') returning id`;
    const form = new FormData();
    form.set("course_id", String(id));
    form.set("type", "syllabus");
    const pdf = new Uint8Array(12 * MiB);
    pdf.set(new TextEncoder().encode("%PDF-1.4\n"));
    form.set("file", new File([pdf], "big.pdf", { type: "application/pdf" }));
    const taken = await call(t, "POST", "/api/files/upload", { token: admin, form });
    assert.equal(taken.status, 201, await taken.clone().text());
  }));
