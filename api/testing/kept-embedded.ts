import type { PGlite } from "@electric-sql/pglite";
import { openPGlite } from "../db/embedded.ts";

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
 * template database per test) need a server of several sessions; PGlite has one.
 */
export function keptEmbedded(image: () => Promise<Blob>) {
  let kept: Promise<{ db: PGlite; putBack: string }> | undefined;

  const open = async () => {
    const db = await openPGlite(undefined, await image());
    const tables = (await db.query<{ name: string }>(`select quote_ident(relname) as name from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace`)).rows.map((r) => r.name);
    const sequences = (await db.query<{ name: string; last: string | null }>(`select quote_ident(sequencename) as name,
      last_value::text as last from pg_sequences where schemaname = 'public'`)).rows;
    await db.exec(`
      create schema test_pristine;
      ${tables.map((t) => `create table test_pristine.${t} as select * from public.${t};`).join("\n")}
      create table test_pristine.schema_changed ();
      create function test_pristine.note_schema_change() returns event_trigger language plpgsql
        as $$ begin insert into test_pristine.schema_changed default values; end $$;
      create event trigger test_schema_changed on ddl_command_end execute function test_pristine.note_schema_change();`);
    // Foreign keys are triggers, off under the replica role: the tables are emptied in any order.
    const putBack = `
      set session_replication_role = replica;
      ${tables.map((t) => `delete from public.${t}; insert into public.${t} select * from test_pristine.${t};`).join("\n")}
      ${sequences.map((s) => `select setval('public.${s.name}', ${s.last ?? 1}, ${s.last !== null});`).join("\n")}
      reset session_replication_role;`;
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
