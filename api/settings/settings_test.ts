import assert from "node:assert/strict";
import { SITE_DETAILS as DETAILS } from "../testing/fixtures.ts";
import { SiteSettings } from "@institute/schemas";
import { call, expectCachedWithEtag, json, studentToken, tableColumns, withApp } from "../testing/harness.ts";

Deno.test("settings: the row holds exactly the fields the settings' schema declares, and the settings saved on their own screens", () =>
  withApp(async (t) => {
    // Each saved by its own route, with its own schema: retention, the office's recipients, the desk's stages.
    const others = ["message_retention_months", "office_recipients", "follow_up_stages"];
    assert.deepEqual(
      await tableColumns(t.deps.sql, "site_settings"),
      [...Object.keys(SiteSettings.shape), "id", "updated_at", ...others].sort(),
    );
  }));

Deno.test("settings: the defaults before any save, then an admin's save answered to every visitor at once", () =>
  withApp(async (t, token) => {
    const before = await json(await call(t, "GET", "/api/settings"));
    assert.deepEqual(before, {
      ...Object.fromEntries(Object.keys(DETAILS).map((k) => [k, ""])),
      name: "Institute",
      social: [],
      approve_registrations: true,
    });

    const saved = await call(t, "PUT", "/api/settings", { token, json: DETAILS });
    assert.equal(saved.status, 200);
    assert.deepEqual(await json(saved), { message: "Settings saved", settings: DETAILS });
    // The public read is cached: the save must reach it at once.
    assert.deepEqual(await json(await call(t, "GET", "/api/settings")), DETAILS);

    const [entry] = await t.deps.sql`select action, entity, summary from activity where entity = 'Settings'`;
    assert.equal(entry.action, "update");
    assert.match(entry.summary, /name: "Institute" → "Acme Academy"/);
  }));

Deno.test("settings: the public read answers 304 while unchanged, and the saved settings with a new ETag after a save", () =>
  withApp(async (t, token) => {
    const etag = await expectCachedWithEtag(t, "/api/settings");
    await (await call(t, "PUT", "/api/settings", { token, json: DETAILS })).body?.cancel();
    const res = await call(t, "GET", "/api/settings", { headers: { "If-None-Match": etag } });
    assert.equal(res.status, 200);
    assert.notEqual(res.headers.get("etag"), etag);
    assert.deepEqual(await json(res), DETAILS);
  }));

Deno.test("settings: each field's rule, with the field named; only admins save", () =>
  withApp(async (t, token) => {
    const put = (body: unknown, as = token) => call(t, "PUT", "/api/settings", { token: as, json: body });
    const refused = async (change: Record<string, unknown>, path: string) => {
      const res = await put({ ...DETAILS, ...change });
      assert.equal(res.status, 400, path);
      const body = await json(res);
      assert.ok(body.issues.some((i: { path: string }) => i.path.startsWith(path)), `${path}: ${JSON.stringify(body.issues)}`);
    };
    await refused({ name: "  " }, "name");
    // Too few digits, or not a number; "+91 98450 12345" is a number as people write it (below).
    await refused({ whatsapp: "+91 80 12" }, "whatsapp");
    await refused({ whatsapp: "wa.me/919845012345" }, "whatsapp");
    await refused({ phone: "call us" }, "phone");
    await refused({ email: "not-an-email" }, "email");
    await refused({ map_url: "javascript:alert(1)" }, "map_url");
    await refused({ social: ["ftp://x.example"] }, "social");
    await refused({ social: Array(9).fill("https://x.example") }, "social");
    await refused({ description: "x".repeat(301) }, "description");
    await refused({ time_zone: "Mars/Olympus_Mons" }, "time_zone");
    await refused({ approve_registrations: "yes" }, "approve_registrations");
    const { name: _, ...noName } = DETAILS;
    assert.equal((await put(noName)).status, 400, "every field is sent");
    assert.equal(
      (await put({ ...DETAILS, phone: "", whatsapp: "", email: "", map_url: "", social: [] })).status,
      200,
      "empty ones are allowed",
    );
    assert.equal((await put({ ...DETAILS, whatsapp: "+91 98450-12345" })).status, 200);
    assert.equal((await json(await call(t, "GET", "/api/settings"))).whatsapp, "919845012345", "kept as the digits wa.me takes");
    assert.equal((await put(DETAILS, await studentToken(t))).status, 403);
    assert.equal((await call(t, "PUT", "/api/settings", { json: DETAILS })).status, 401);
  }));
