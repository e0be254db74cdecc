import type { Slider } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";

export interface SliderFields {
  title: string;
  subtitle: string;
}

// `description` repeats `subtitle` in every answer: the public carousel reads its caption from there.

// The carousel shows them in the office's order (display-order.ts), else as added.
export const listSliders = (sql: Sql) =>
  sql<Slider[]>`select id, title, subtitle, subtitle as description, image from sliders order by position, id`;

export const findSlider = async (sql: Sql, id: number) =>
  (await sql<Slider[]>`select id, title, subtitle, subtitle as description, image from sliders where id = ${id}`)[0];

export const insertSlider = async (sql: Sql, s: SliderFields, image: string) =>
  (await sql<Slider[]>`
    insert into sliders (title, subtitle, image, position)
    values (${s.title}, ${s.subtitle}, ${image}, ${newPosition(sql, "sliders", "last")})
    returning id, title, subtitle, subtitle as description, image`)[0];

/** Updates a slider; see updateKeepingImage. */
export const updateSlider = (sql: Sql, id: number, s: SliderFields, image: string | null) =>
  updateKeepingImage<Slider>(sql, "sliders", id, image, {
    set: { title: s.title, subtitle: s.subtitle },
    returning: sql`id, title, subtitle, subtitle as description, image`,
  });

export const deleteSlider = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from sliders where id = ${id} returning image`)[0];
