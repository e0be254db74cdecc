import type { Queryable, Sql } from "./database.ts";
import { HttpError } from "../http/errors.ts";
import { transaction } from "./transaction.ts";

/** The tables whose rows the office puts in order by hand (their `position`, smallest first). */
export type OrderedTable = "gallery" | "sliders" | "testimonials";

/**
 * A new row's position: first (the gallery's new photos lead) or last (a new slide or
 * testimonial). Rows added together share it; their ids order them.
 */
export const newPosition = (sql: Queryable, table: OrderedTable, at: "first" | "last") =>
  at === "first"
    ? sql`(select coalesce(min(position), 1) - 1 from ${sql(table)})`
    : sql`(select coalesce(max(position), 0) + 1 from ${sql(table)})`;

/**
 * Puts the rows of `table` in the order of `ids`, which must name every row once: an order made
 * from a list that has changed since (a row added or deleted meanwhile) is refused with a 409,
 * never guessed at. The table is locked against adds and deletes while it is checked and written.
 */
export const saveOrder = async (sql: Sql, table: OrderedTable, ids: number[]) => {
  const saved = await transaction(sql, async (tx) => {
    await tx`lock table ${tx(table)} in share row exclusive mode`;
    const rows = await tx<{ id: number }[]>`select id from ${tx(table)}`;
    const current = new Set(rows.map((row) => row.id));
    if (ids.length !== current.size || !ids.every((id) => current.has(id))) return false;
    await tx`
      update ${tx(table)} set position = ordered.n
      from unnest(${ids}::int[]) with ordinality as ordered(id, n)
      where ${tx(table)}.id = ordered.id`;
    return true;
  });
  if (!saved) {
    throw new HttpError(409, "The list has changed since it was read (an item was added or deleted): reload it and order it again");
  }
  return { message: "Order saved" };
};
