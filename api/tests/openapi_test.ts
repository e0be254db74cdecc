import assert from "node:assert/strict";
import { apiDocs, buildApi } from "../app.ts";
import { json, startTestApp } from "./harness.ts";

/** `/api/courses/:id` and `/api/courses/{id}` name the same route. */
const normalise = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;

Deno.test("openapi: every route of the app is documented, and every documented route exists", async () => {
  const t = await startTestApp();
  try {
    const api = buildApi(t.deps);
    const routes = new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => normalise(r.method, r.path)));
    const documented = new Set(apiDocs.flatMap((d) => d.routes.map((r) => normalise(r.method, r.path))));
    assert.deepEqual([...routes].filter((r) => !documented.has(r)).sort(), [], "routes without docs");
    assert.deepEqual([...documented].filter((r) => !routes.has(r)).sort(), [], "docs without routes");
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
    const page = await t.app.request("/api/docs");
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    const html = await page.text();
    assert.match(html, /\/api\/testimonials\/add/);
    assert.match(html, /admin token/);
  } finally {
    await t.close();
  }
});
