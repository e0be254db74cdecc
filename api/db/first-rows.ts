import type { Queryable } from "./database.ts";

/** A list's `limit`: its first `first` rows (FirstQuery), or every row when the request asks for all. */
export const firstRows = (sql: Queryable, first: number | undefined) => (first === undefined ? sql`` : sql`limit ${first}`);
