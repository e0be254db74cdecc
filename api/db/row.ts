import type postgres from "postgres";
import type { Queryable } from "./database.ts";

/** Columns and their values, as postgres.js's row helpers write them: a fragment is written as SQL. */
export type RowValues = Record<string, postgres.ParameterOrJSON<never> | postgres.Fragment>;

/**
 * The named columns of a record, as postgres.js's row helpers write them (`insert into t
 * ${sql(rows)}`, `set ${sql(row)}`): a list or an object goes to its jsonb column as JSON, where
 * postgres.js alone would send a list as a PostgreSQL array.
 */
export const writtenRow = <T extends object, K extends keyof T & string>(sql: Queryable, record: T, columns: readonly K[]) =>
  Object.fromEntries(columns.map((column) => {
    const value = record[column];
    return [column, value !== null && typeof value === "object" ? sql.json(value as postgres.JSONValue) : value];
  })) as Record<K, postgres.ParameterOrJSON<never>>;

/**
 * The select list of a schema's fields: each field the column of its name in `table` (the table's
 * name or alias in the query), unless `drawn` gives the SQL it is read from (a joined table's
 * column, a cast, a condition). A field added to the schema is then read with no change to the
 * query, and a field with neither a column nor a drawing fails every read of it in the tests.
 */
export const selectedFields = <K extends string>(
  sql: Queryable,
  fields: readonly K[],
  table: string,
  drawn: Partial<Record<K, postgres.Fragment>> = {},
): postgres.Fragment =>
  fields.map((field) => {
    const from = drawn[field];
    return from ? sql`${from} as ${sql(field as string)}` : sql`${sql(`${table}.${field}`)}`;
  }).reduce((list, field) => sql`${list}, ${field}`);

/** A zod object's field names, in their declared order. */
export const fieldsOf = <T extends Record<string, unknown>>(schema: { shape: T }) => Object.keys(schema.shape) as (keyof T & string)[];
