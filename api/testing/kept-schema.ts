import postgres from "postgres";
import { migrate } from "../db/migrate.ts";
import { CONTENTS, pristineRows } from "./pristine-rows.ts";

/**
 * Everything in a schema a test could change (a constraint added to make a write fail, a trigger
 * disabled, a table renamed), as one digest: a schema whose digest moved is not put back but
 * replaced. No event trigger, as on PGlite (kept-embedded.ts): on PostgreSQL one is the whole
 * database's and would fire for the other suites' schemas too.
 */
const SHAPE = (schema: string) =>
  `select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
    select 'c ' || relname || ' ' || relkind::text from pg_class where relnamespace = '${schema}'::regnamespace
    union all
    select 'a ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull
        || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = '${schema}'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select 'k ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = '${schema}'::regnamespace
    union all
    select 't ' || tgname || ' ' || tgenabled::text || ' ' || tgfoid::regproc::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = '${schema}'::regnamespace
    union all
    select 'f ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = '${schema}'::regnamespace
    union all
    select 'i ' || indexdef from pg_indexes where schemaname = '${schema}'
  ) items(item)`;

interface Kept {
  schema: string;
  putBack: string;
  shape: string;
}

/**
 * On PostgreSQL, one migrated schema for the test apps of an isolate (every test file of the
 * suite's run, or one file run alone), put back between them to its state after the migrations:
 * a fresh schema and its migrations took half a second per app (most of it the server's CPU),
 * and a pass of the suite starts hundreds. Rows and sequences are put back; a schema whose
 * shape a test changed is dropped and the next app gets a new one.
 *
 * The put-back empties tables under the replica role (no foreign-key order to follow), which
 * only a superuser may take: for another role `take()` answers undefined and the harness makes
 * a fresh schema per app as before. `drop()` removes the kept schema and its copy.
 */
export function keptSchema(url: string, freshName: () => string) {
  // undefined: none made yet; null: this role cannot keep one.
  let kept: Promise<Kept | null> | undefined;
  const connect = (schema?: string) =>
    postgres(url, { max: 1, onnotice: () => {}, connection: schema ? { search_path: schema } : undefined });

  const drop = async ({ schema }: Pick<Kept, "schema">) => {
    const sql = connect();
    try {
      await sql.unsafe(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_pristine cascade`);
    } finally {
      await sql.end();
    }
  };

  const open = async (): Promise<Kept | null> => {
    const schema = freshName();
    const sql = connect(schema);
    try {
      const [{ superuser }] = await sql<{ superuser: boolean }[]>`select rolsuper as superuser from pg_roles where rolname = current_user`;
      if (!superuser) return null;
      // The name is the harness's own, of a strict identifier pattern.
      await sql.unsafe(`create schema ${schema}`);
      try {
        await migrate(sql);
        const contents = CONTENTS(schema);
        const tables = (await sql.unsafe<{ name: string }[]>(contents.tables)).map((r) => r.name);
        const sequences = await sql.unsafe<{ name: string; last: string | null }[]>(contents.sequences);
        const { copy, putBack } = pristineRows(schema, `${schema}_pristine`, tables, [...sequences]);
        await sql.unsafe(copy);
        const [{ shape }] = await sql.unsafe<{ shape: string }[]>(SHAPE(schema));
        return { schema, putBack, shape };
      } catch (error) {
        await drop({ schema });
        throw error;
      }
    } finally {
      await sql.end();
    }
  };

  return {
    /** The kept schema as the migrations left it, for the next test app; undefined if it cannot be kept. */
    async take(): Promise<string | undefined> {
      // A schema that failed to open failed its own test: the next app opens a new one.
      const previous = await kept?.catch(() => undefined);
      if (previous === null) return undefined;
      if (previous) {
        const sql = connect(previous.schema);
        try {
          const [{ shape }] = await sql.unsafe<{ shape: string }[]>(SHAPE(previous.schema));
          if (shape === previous.shape) {
            await sql.unsafe(previous.putBack);
            return previous.schema;
          }
        } finally {
          await sql.end();
        }
        await drop(previous);
      }
      kept = open();
      return (await kept)?.schema;
    },
    /** Removes the kept schema, once every test has run. */
    async drop() {
      const last = await kept?.catch(() => undefined);
      if (last) await drop(last);
    },
  };
}
