import type postgres from "postgres";
import type { Sql } from "./database.ts";
import type { RowValues } from "./row.ts";

/**
 * Updates one row of a table whose rows carry an image (`set`: its columns but the image), keeping its
 * image unless a new one is given, and answers the row (`returning`) with the image it had as
 * `previous`. The row is locked while that is read, so of two concurrent edits each learns the
 * image it really replaced. undefined when the row does not exist.
 */
export const updateKeepingImage = async <T>(
  sql: Sql,
  table: "sliders" | "testimonials" | "courses",
  id: number,
  image: string | null,
  { set, returning }: { set: RowValues; returning: postgres.Fragment },
) =>
  (await sql<(T & { previous: string | null })[]>`
    update ${sql(table)} set ${sql(set)}, image = coalesce(${image}::text, old.old_image)
    from (select id as old_id, image as old_image from ${sql(table)} where id = ${id} for update) old
    where ${sql(table)}.id = old.old_id
    returning ${returning}, old.old_image as previous`)[0];
