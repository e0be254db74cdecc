import assert from "node:assert/strict";
import { startTestApp } from "./harness.ts";

// The test apps of a run share one migrated database (kept-embedded.ts, kept-schema.ts): each
// must still start from the database as the migrations left it.

const addContact = async (app: Awaited<ReturnType<typeof startTestApp>>, name: string) =>
  (await app.deps.sql<{ id: number }[]>`insert into contacts (name, email, mobile, message)
    values (${name}, 'kept@example.com', '9876543210', 'Kept?') returning id`)[0].id;

Deno.test("test apps: each starts from the migrated database, its rows and sequences, whatever the last one wrote", async () => {
  const first = await startTestApp();
  let id: number;
  try {
    id = await addContact(first, "First");
    await first.deps.sql`update site_settings set name = 'Changed by a test'`;
  } finally {
    await first.close();
  }
  const next = await startTestApp();
  try {
    assert.equal((await next.deps.sql`select name from contacts`).length, 0);
    assert.deepEqual((await next.deps.sql`select name from site_settings`).map((r) => r.name), ["Institute"]);
    assert.equal(await addContact(next, "Next"), id, "the next app's first contact takes the same id");
  } finally {
    await next.close();
  }
});

Deno.test("test apps: a database whose shape a test changed is not handed to the next app", async () => {
  const first = await startTestApp();
  try {
    await first.deps.sql`alter table contacts add constraint kept_test_nameless check (name = '')`;
    await assert.rejects(addContact(first, "Refused"));
  } finally {
    await first.close();
  }
  const next = await startTestApp();
  try {
    assert.ok(await addContact(next, "Accepted"));
    assert.equal((await next.deps.sql`select conname from pg_constraint where conname = 'kept_test_nameless'`).length, 0);
  } finally {
    await next.close();
  }
});
