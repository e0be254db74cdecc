import { Testimonial, type TestimonialFields } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";
import { firstRows } from "../db/first-rows.ts";
import { fieldsOf, type RowValues, writtenRow } from "../db/row.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";

// Read and written by the schema's fields, as courses are (testimonials_test holds the table's
// columns to the same list).
const COLUMNS = fieldsOf(Testimonial);
const WRITTEN = COLUMNS.filter((column) => column !== "id");
const EDITED = WRITTEN.filter((column) => column !== "image");

// In the office's order (display-order.ts), else as added.
export const listTestimonials = (sql: Sql, first?: number) =>
  sql<Testimonial[]>`select ${sql(COLUMNS)} from testimonials order by position, id ${firstRows(sql, first)}`;

export const findTestimonial = async (sql: Sql, id: number) =>
  (await sql<Testimonial[]>`select ${sql(COLUMNS)} from testimonials where id = ${id}`)[0];

/** Writes a testimonial, last in the order (the seed writes its own as the console does). */
export const insertTestimonial = async (sql: Queryable, t: TestimonialFields, image: string | null) => {
  const row: RowValues = { ...writtenRow(sql, { ...t, image }, WRITTEN), position: newPosition(sql, "testimonials", "last") };
  return (await sql<Testimonial[]>`insert into testimonials ${sql(row)} returning ${sql(COLUMNS)}`)[0];
};

/** Updates a testimonial; see updateKeepingImage. */
export const updateTestimonial = (sql: Sql, id: number, t: TestimonialFields, image: string | null) =>
  updateKeepingImage<Testimonial>(sql, "testimonials", id, image, {
    set: writtenRow(sql, t, EDITED),
    returning: sql`${sql(COLUMNS)}`,
  });

export const deleteTestimonial = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from testimonials where id = ${id} returning image`)[0];
