import type { ListQuery } from "@institute/schemas";
import type postgres from "postgres";
import type { Sql } from "./database.ts";

type Fragment = postgres.Fragment;

/** Where a list reads from, and what its query may search, sort and filter on; `C` are its sortable columns. */
export interface ListSource<C extends string> {
  /** The selected columns. */
  columns: Fragment;
  /** The table, with its joins. */
  tables: Fragment;
  /** The row's id: it breaks ties in every sort. */
  id: Fragment;
  /** When a row was created: the default sort and what `from` and `to` filter on. */
  created: Fragment;
  /** The SQL of each column the query's `sort` may name: each one, and no other. */
  sortable: Record<C, Fragment>;
  /**
   * The fields a search looks in, each a condition on the typed phrase: as a `like` pattern (text
   * fields) or as the digits it holds (a mobile number; null when the phrase is not a number).
   */
  search: { text: Fragment[]; digits?: Fragment };
}

/** Matches `phrase` anywhere, taken literally (its % and _ are not wildcards). */
export const containing = (phrase: string) => `%${phrase.replace(/[\\%_]/g, "\\$&")}%`;
/** A phrase that is a phone number being typed: at least three digits, with the usual separators. */
const PHONE = /^[\d\s+()-]*$/;

function where<C extends string>(sql: Sql, source: ListSource<C>, query: ListQuery<C>, filters: Fragment[]) {
  const conditions = [...filters];
  if (query.q) {
    const pattern = containing(query.q);
    const fields = source.search.text.map((field) => sql`${field} ilike ${pattern}`);
    const digits = query.q.replace(/\D/g, "");
    if (source.search.digits && PHONE.test(query.q) && digits.length >= 3) {
      fields.push(sql`${source.search.digits} like ${containing(digits)}`);
    }
    conditions.push(sql`(${fields.reduce((any, field) => sql`${any} or ${field}`)})`);
  }
  if (query.from) conditions.push(sql`${source.created} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${source.created} < ${query.to}::date + 1`);
  return conditions.length ? conditions.reduce((all, condition) => sql`${all} and ${condition}`) : sql`true`;
}

function orderBy<C extends string>(sql: Sql, source: ListSource<C>, sort: C | `-${C}` | undefined) {
  const descending = sort === undefined || sort.startsWith("-");
  const column = sort === undefined ? source.created : source.sortable[sort.replace(/^-/, "") as C];
  return sql`${column} ${descending ? sql`desc` : sql`asc`}, ${source.id} desc`;
}

/**
 * A list query's statements over `source`, with `filters` of the route's own: `rows` reads the
 * page (all matching rows without a limit), `all` the same rows without paging (for a cursor),
 * `total` counts the matching rows.
 */
export function listStatements<T extends readonly postgres.MaybeRow[], C extends string>(
  sql: Sql,
  source: ListSource<C>,
  query: ListQuery<NoInfer<C>>,
  filters: Fragment[] = [],
) {
  const condition = where(sql, source, query, filters);
  const all = () => sql<T>`select ${source.columns} from ${source.tables} where ${condition} order by ${orderBy(sql, source, query.sort)}`;
  const paging = sql`${query.limit === undefined ? sql`` : sql`limit ${query.limit}`} ${
    query.offset ? sql`offset ${query.offset}` : sql``
  }`;
  return {
    all,
    rows: () =>
      sql<T>`select ${source.columns} from ${source.tables} where ${condition} order by ${orderBy(sql, source, query.sort)} ${paging}`,
    total: async () => (await sql<{ n: number }[]>`select count(*)::int as n from ${source.tables} where ${condition}`)[0].n,
  };
}

/** One page of a list and how many rows match in all. */
export async function listPage<T extends readonly postgres.MaybeRow[], C extends string>(
  sql: Sql,
  source: ListSource<C>,
  query: ListQuery<NoInfer<C>>,
  filters: Fragment[] = [],
): Promise<{ rows: T; total: number }> {
  const statements = listStatements<T, C>(sql, source, query, filters);
  const [rows, total] = await Promise.all([statements.rows(), statements.total()]);
  return { rows: rows as unknown as T, total };
}
