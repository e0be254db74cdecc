import assert from "node:assert/strict";
import { REMOTES } from "@institute/routes";
import { COURSE_MODES, FILE_TYPES, MAIL_KINDS, MAIL_STATES, STUDENT_STATUSES } from "@institute/schemas";
import { LOGIN_KINDS } from "../auth/login-throttle.ts";
import { type Sql } from "./database.ts";
import { withApp } from "../testing/harness.ts";

/** The values a column's CHECK constraint allows, read back from the migrated database. */
async function checkedValues(sql: Sql, table: string, column: string): Promise<string[]> {
  const rows = await sql`
    select pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'c' and c.conrelid = ${table}::regclass and a.attname = ${column}`;
  assert.equal(rows.length, 1, `${table}.${column} has one CHECK`);
  return [...rows[0].def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replaceAll("''", "'")).sort();
}

// Each enumeration is written once in TypeScript; a migration's CHECK is SQL, so it is held to it here.
Deno.test("enums: every CHECK on an enumerated column allows exactly the values the code declares", () =>
  withApp(async (t) => {
    const declared: [string, string, readonly string[]][] = [
      ["courses", "mode", ["", ...COURSE_MODES]],
      ["course_files", "type", FILE_TYPES],
      ["remote_releases", "remote", REMOTES],
      ["login_attempts", "kind", LOGIN_KINDS],
      ["students", "status", STUDENT_STATUSES],
      ["mail_outbox", "state", MAIL_STATES],
      ["mail_outbox", "kind", MAIL_KINDS],
    ];
    for (const [table, column, values] of declared) {
      assert.deepEqual(await checkedValues(t.deps.sql, table, column), [...values].sort(), `${table}.${column}`);
    }
  }));
