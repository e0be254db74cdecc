import assert from "node:assert/strict";
import { call, json, withApp } from "../testing/harness.ts";

const message = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, mobile: "9876543210", message: "Hello" });

for (const table of ["contacts", "inquiries"] as const) {
  Deno.test(`${table}: new until marked handled, one or many at once, and new again; the sidebar's counts follow`, () =>
    withApp(async (t, token) => {
      const ids: number[] = [];
      for (const name of ["Asha", "Bala", "Chitra"]) {
        ids.push((await json(await call(t, "POST", `/api/${table}`, { json: message(name) }))).id);
      }
      const names = async (state: string) =>
        (await json(await call(t, "GET", `/api/${table}?state=${state}&sort=name`, { token }))).map((m: { name: string }) => m.name);
      const newCount = async () => {
        const stats = await json(await call(t, "GET", "/api/admin/dashboard-stats", { token }));
        return table === "contacts" ? stats.newContactCount : stats.newInquiryCount;
      };
      assert.deepEqual(await names("new"), ["Asha", "Bala", "Chitra"]);
      assert.equal(await newCount(), 3);

      const marked = await call(t, "PUT", `/api/${table}/handled`, { token, json: { ids: [ids[0], ids[2], 999999], handled: true } });
      assert.equal(marked.status, 200);
      assert.deepEqual(await json(marked), { message: "Marked handled", ids: [ids[0], ids[2]] });
      assert.deepEqual(await names("new"), ["Bala"]);
      assert.deepEqual(await names("handled"), ["Asha", "Chitra"]);
      assert.equal(await newCount(), 1);
      const [first] = await t.deps.sql`select handled_at from ${t.deps.sql(table)} where id = ${ids[0]}`;
      assert.ok(first.handled_at instanceof Date);

      // Marking again keeps the first time it was handled.
      await call(t, "PUT", `/api/${table}/handled`, { token, json: { ids: [ids[0]], handled: true } });
      const [again] = await t.deps.sql`select handled_at from ${t.deps.sql(table)} where id = ${ids[0]}`;
      assert.equal(again.handled_at.getTime(), first.handled_at.getTime());

      assert.deepEqual(await json(await call(t, "PUT", `/api/${table}/handled`, { token, json: { ids: [ids[2]], handled: false } })), {
        message: "Marked new",
        ids: [ids[2]],
      });
      assert.deepEqual(await names("new"), ["Bala", "Chitra"]);
      const listed = await json(await call(t, "GET", `/api/${table}?q=Asha`, { token }));
      assert.ok(listed[0].handled_at, "the list tells when a message was handled");

      for (
        const body of [{ ids: [], handled: true }, { ids: [ids[0]] }, { ids: ["x"], handled: true }, { ids: [ids[0]], handled: "yes" }]
      ) {
        assert.equal((await call(t, "PUT", `/api/${table}/handled`, { token, json: body })).status, 400, JSON.stringify(body));
      }
      assert.equal((await call(t, "GET", `/api/${table}?state=done`, { token })).status, 400);
      assert.equal((await call(t, "PUT", `/api/${table}/handled`, { json: { ids: [ids[0]], handled: true } })).status, 401);
    }));
}
