import assert from "node:assert/strict";
import { getAbout } from "./queries.ts";
import { adminToken, call, form, startTestApp } from "../testing/harness.ts";
import { pageContentTests } from "../testing/page_content_cases.ts";

pageContentTests({ path: "about", table: "about_content", folder: "aboutus", saved: "About page updated successfully!" });

Deno.test("about: getAbout (reused by the admin's GET /api/admin/about) reads what the update saved", async () => {
  const t = await startTestApp();
  try {
    assert.deepEqual(await getAbout(t.deps.sql), { title: "", content: "", image: null });
    const token = await adminToken(t);
    await (await call(t, "POST", "/api/about/update", { token, form: form({ title: "About us", content: "<p>Since 2010</p>" }) })).body
      ?.cancel();
    assert.deepEqual(await getAbout(t.deps.sql), { title: "About us", content: "<p>Since 2010</p>", image: null });
  } finally {
    await t.close();
  }
});
