import assert from "node:assert/strict";
import { contract } from "@institute/api-contract";
import { buildApi } from "../app.ts";
import { json, startTestApp } from "../testing/harness.ts";

/** `/api/courses/:id` and `/api/courses/{id}` name the same route. */
const normalise = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;

Deno.test("openapi: the app binds every declared route, the document lists every route the app has, and nothing else", async () => {
  const t = await startTestApp();
  try {
    const api = buildApi(t.deps);
    const bound = new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => normalise(r.method, r.path)));
    const declared = new Set(Object.values(contract).flatMap((r) => Object.values(r.routes).map((d) => normalise(d.method, d.path))));
    const doc = await json(await api.request("/api/openapi.json"));
    const documented = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => normalise(m, path))),
    );
    assert.deepEqual([...bound].sort(), [...declared].sort(), "bound routes and declarations differ");
    assert.deepEqual([...documented].sort(), [...bound].sort(), "documented routes and bound routes differ");
  } finally {
    await t.close();
  }
});

Deno.test("openapi: the document and the docs page are served", async () => {
  const t = await startTestApp();
  try {
    const doc = await json(await t.app.request("/api/openapi.json"));
    assert.equal(doc.openapi, "3.1.0");
    const add = doc.paths["/api/testimonials/add"].post;
    assert.deepEqual(add.security, [{ bearer: [] }]);
    const schema = add.requestBody.content["multipart/form-data"].schema;
    assert.deepEqual(schema.required, ["name", "content"]);
    assert.equal(schema.properties.image.format, "binary");
    assert.ok(add.responses["401"] && add.responses["403"] && add.responses["415"]);
    assert.equal(add.responses["415"].content["application/json"].schema.$ref, "#/components/schemas/Error");
    assert.deepEqual(doc.components.securitySchemes.bearer, { type: "http", scheme: "bearer", bearerFormat: "JWT" });
    const course = doc.paths["/api/courses/{id}"].get;
    assert.deepEqual(course.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`), ["path:id"]);
    assert.equal(doc.paths["/api/courses"].get.responses["200"].content["application/json"].schema.type, "array");
    const page = await t.app.request("/api/docs");
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    const html = await page.text();
    assert.match(html, /\/api\/testimonials\/add/);
    assert.match(html, /admin token/);
  } finally {
    await t.close();
  }
});
