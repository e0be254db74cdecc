import assert from "node:assert/strict";
import { testDatabase } from "./harness.ts";

// With postgres.js's default pipeline limit this ends in an uncaught TypeError (api/db/database.ts).
Deno.test("database: a transaction queued behind a busy connection's full pipeline still owns its connection", async () => {
  const db = await testDatabase({ poolSize: 1 });
  try {
    // postgres.js's default pipeline holds 100 queries; the BEGIN lands on every position around that.
    for (let queued = 190; queued < 215; queued++) {
      const reads = Array.from({ length: queued }, (_, i) => db.sql`select ${i}::int as i`.execute());
      // Past the reads already handed to the connection, as a request arriving under load is.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const inTransaction = db.sql.begin(async (tx) => {
        const [{ id }] = await tx`select txid_current()::text as id`;
        const [{ same }] = await tx`select txid_current()::text = ${id} as same`;
        return same;
      });
      const results = await Promise.all([...reads, inTransaction]);
      assert.equal(results.at(-1), true, `one transaction behind ${queued} reads`);
      const [{ idle }] = await db.sql`select txid_current_if_assigned() is null as idle`;
      assert.equal(idle, true, `no transaction left open on the pool after ${queued} reads`);
    }
  } finally {
    await db.close();
  }
});

Deno.test("database: a failing transaction rolls back and its connection serves the next query", async () => {
  const db = await testDatabase({ poolSize: 1 });
  try {
    await db.sql`create table kept (n int)`;
    await assert.rejects(
      db.sql.begin(async (tx) => {
        await tx`insert into kept values (1)`;
        await tx`select 1 / 0`;
      }),
      /division by zero/,
    );
    assert.deepEqual([...await db.sql`select count(*)::int as n from kept`], [{ n: 0 }]);
    assert.equal(await db.sql.begin(async (tx) => (await tx`insert into kept values (2) returning n`)[0].n), 2);
  } finally {
    await db.close();
  }
});
