import type { PGlite } from "@electric-sql/pglite";
import { openPGlite } from "../db/embedded.ts";
import { CONTENTS, pristineRows } from "./pristine-rows.ts";

/**
 * One embedded database for the test apps of an isolate (every test file of the suite's run, or
 * one file run alone), put back between them to the state of `image`: starting PGlite from the
 * image costs half a second of CPU, putting it back a few milliseconds, and an API test file
 * starts a dozen apps. Rows and sequences are put back; the
 * session's state goes (DISCARD ALL: prepared statements, LISTENs, settings, temporary tables).
 * A test that changed the schema (a constraint added to make a write fail, a table renamed) is
 * followed by a new database: an event trigger notes every DDL command.
 *
 * Written by hand: the libraries that reset databases between tests (pg-transactional-tests, a
 * template database per test) need a server of several sessions; PGlite has one. On PostgreSQL
 * the same copy serves a schema (kept-schema.ts).
 */
export function keptEmbedded(image: () => Promise<Blob>) {
  let kept: Promise<{ db: PGlite; putBack: string }> | undefined;

  const open = async () => {
    const db = await openPGlite(undefined, await image());
    const contents = CONTENTS("public");
    const tables = (await db.query<{ name: string }>(contents.tables)).rows.map((r) => r.name);
    const sequences = (await db.query<{ name: string; last: string | null }>(contents.sequences)).rows;
    const { copy, putBack } = pristineRows("public", "test_pristine", tables, sequences);
    await db.exec(`${copy}
      create table test_pristine.schema_changed ();
      create function test_pristine.note_schema_change() returns event_trigger language plpgsql
        as $$ begin insert into test_pristine.schema_changed default values; end $$;
      create event trigger test_schema_changed on ddl_command_end execute function test_pristine.note_schema_change();`);
    return { db, putBack };
  };

  return {
    /** The database as the image made it, for the next test app. */
    async take(): Promise<PGlite> {
      // A database that failed to open failed its own test: the next app opens a new one.
      const previous = await kept?.catch(() => undefined);
      if (previous) {
        const { db, putBack } = previous;
        // A transaction the last app's connections left open, and what its session set.
        await db.exec("rollback");
        await db.exec("discard all");
        const [{ rows: [changed] }] = await db.exec("select exists (select from test_pristine.schema_changed) as changed");
        if (!(changed as { changed: boolean }).changed) {
          await db.exec(putBack);
          return db;
        }
        await db.close();
      }
      kept = open();
      return (await kept).db;
    },
  };
}
