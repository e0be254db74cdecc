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
