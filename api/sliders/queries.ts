import { Slider, type SliderFields } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";
import { type RowValues, writtenRow } from "../db/row.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";

// Read and written by the schema's fields, as courses are (sliders_test holds the table's columns
// to the same list). `description` repeats `subtitle` in every answer: the public carousel reads
// its caption from there.
const STORED = (Object.keys(Slider.shape) as (keyof Slider)[]).filter((column) => column !== "description");
const WRITTEN = STORED.filter((column) => column !== "id");
const EDITED = WRITTEN.filter((column) => column !== "image");
const read = (sql: Queryable) => sql`${sql(STORED)}, subtitle as description`;

// The carousel shows them in the office's order (display-order.ts), else as added.
export const listSliders = (sql: Sql) => sql<Slider[]>`select ${read(sql)} from sliders order by position, id`;

export const findSlider = async (sql: Sql, id: number) => (await sql<Slider[]>`select ${read(sql)} from sliders where id = ${id}`)[0];

/** Writes a slide, last in the order (the seed writes its own as the console does). */
export const insertSlider = async (sql: Queryable, s: SliderFields, image: string) => {
  const row: RowValues = { ...writtenRow(sql, { ...s, image }, WRITTEN), position: newPosition(sql, "sliders", "last") };
  return (await sql<Slider[]>`insert into sliders ${sql(row)} returning ${read(sql)}`)[0];
};

/** Updates a slider; see updateKeepingImage. */
export const updateSlider = (sql: Sql, id: number, s: SliderFields, image: string | null) =>
  updateKeepingImage<Slider>(sql, "sliders", id, image, { set: writtenRow(sql, s, EDITED), returning: read(sql) });

export const deleteSlider = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from sliders where id = ${id} returning image`)[0];
