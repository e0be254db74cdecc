/**
 * A copy of a schema's rows and sequences, and the SQL that puts them back: what lets the test
 * apps of a run share one migrated database (kept-embedded.ts on PGlite, kept-schema.ts on
 * PostgreSQL) instead of migrating a new one each.
 */
export interface PristineRows {
  /** Makes the copy: `pristine`, a schema of the tables' rows as they are now. */
  copy: string;
  /** Puts every row and sequence of `schema` back as the copy has them. */
  putBack: string;
}

/** The tables (quoted names) and sequences (quoted names, last value) of `schema`. */
export const CONTENTS = (schema: string) => ({
  tables: `select quote_ident(relname) as name from pg_class where relkind = 'r' and relnamespace = '${schema}'::regnamespace`,
  sequences: `select quote_ident(sequencename) as name, last_value::text as last from pg_sequences where schemaname = '${schema}'`,
});

export function pristineRows(
  schema: string,
  pristine: string,
  tables: string[],
  sequences: { name: string; last: string | null }[],
): PristineRows {
  return {
    copy: `create schema ${pristine};
      ${tables.map((t) => `create table ${pristine}.${t} as select * from ${schema}.${t};`).join("\n")}`,
    // Foreign keys are triggers, off under the replica role: the tables are emptied in any order.
    putBack: `set session_replication_role = replica;
      ${tables.map((t) => `delete from ${schema}.${t}; insert into ${schema}.${t} select * from ${pristine}.${t};`).join("\n")}
      ${sequences.map((s) => `select setval('${schema}.${s.name}', ${s.last ?? 1}, ${s.last !== null});`).join("\n")}
      reset session_replication_role;`,
  };
}
