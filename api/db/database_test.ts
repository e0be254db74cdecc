import assert from "node:assert/strict";
import postgres from "postgres";
import { transaction } from "./transaction.ts";
import { isConnectionError } from "../http/errors.ts";
import { databaseUrl, testDatabase } from "../testing/harness.ts";

// With postgres.js's default pipeline limit this ends in an uncaught TypeError (api/db/database.ts).
Deno.test("database: a transaction queued behind a busy connection's full pipeline still owns its connection", async () => {
  const db = await testDatabase({ poolSize: 1 });
  try {
    // postgres.js's default pipeline holds 100 queries; the BEGIN lands on every position around that.
    for (let queued = 190; queued < 215; queued++) {
      const reads = Array.from({ length: queued }, (_, i) => db.sql`select ${i}::int as i`.execute());
      // Past the reads already handed to the connection, as a request arriving under load is.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const inTransaction = transaction(db.sql, async (tx) => {
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
      transaction(db.sql, async (tx) => {
        await tx`insert into kept values (1)`;
        await tx`select 1 / 0`;
      }),
      /division by zero/,
    );
    assert.deepEqual([...await db.sql`select count(*)::int as n from kept`], [{ n: 0 }]);
    assert.equal(await transaction(db.sql, async (tx) => (await tx`insert into kept values (2) returning n`)[0].n), 2);
  } finally {
    await db.close();
  }
});

Deno.test({
  name: "database: a transaction whose connection drops fails with a connection error, the process lives on, and the pool reconnects",
  // Only PostgreSQL can end one session from another.
  ignore: !databaseUrl(),
  fn: async () => {
    const db = await testDatabase({ poolSize: 1 });
    const killer = postgres(databaseUrl()!, { max: 1, onnotice: () => {} });
    try {
      const failed = await transaction(db.sql, async (tx) => {
        await tx`create temp table kept (n int)`;
        const [{ pid }] = await tx`select pg_backend_pid() as pid`;
        // The session ends while its query runs, as in a database restart. postgres.js's own
        // sql.begin then crashes the process (api/db/transaction.ts).
        await Promise.all([tx`select pg_sleep(5)`, killer`select pg_terminate_backend(${pid})`]);
      }).then(() => undefined, (error) => error);
      assert.ok(isConnectionError(failed), `a connection error (answered 503), got ${failed}`);
      // postgres.js hands the ended session's own 57P01 to the first query of the new session.
      await db.sql`select 1`.catch((error) => assert.equal(error.code, "57P01"));
      assert.equal(await transaction(db.sql, async (tx) => (await tx`select 2 as two`)[0].two), 2);
    } finally {
      await killer.end();
      await db.close();
    }
  },
});
