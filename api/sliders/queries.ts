import type { Slider } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

export interface SliderFields {
  title: string;
  subtitle: string;
}

// `description` repeats `subtitle` in every answer: the public carousel reads its caption from there.

// In the order the admin created them: the carousel shows them in that order.
export const listSliders = (sql: Sql) => sql<Slider[]>`select id, title, subtitle, subtitle as description, image from sliders order by id`;

export const findSlider = async (sql: Sql, id: number) =>
  (await sql<Slider[]>`select id, title, subtitle, subtitle as description, image from sliders where id = ${id}`)[0];

export const insertSlider = async (sql: Sql, s: SliderFields, image: string) =>
  (await sql<Slider[]>`
    insert into sliders (title, subtitle, image) values (${s.title}, ${s.subtitle}, ${image})
    returning id, title, subtitle, subtitle as description, image`)[0];

/**
 * Updates a slider, keeping its image unless a new one is given, and answers the image it
 * had as `previous`. The row is locked while that is read, so of two concurrent edits each
 * learns the image it really replaced. undefined when the slider does not exist.
 */
export const updateSlider = async (sql: Sql, id: number, s: SliderFields, image: string | null) =>
  (await sql<(Slider & { previous: string | null })[]>`
    update sliders set title = ${s.title}, subtitle = ${s.subtitle}, image = coalesce(${image}::text, old.image)
    from (select id, image from sliders where id = ${id} for update) old
    where sliders.id = old.id
    returning sliders.id, sliders.title, sliders.subtitle, sliders.subtitle as description, sliders.image, old.image as previous`)[0];

export const deleteSlider = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from sliders where id = ${id} returning image`)[0];
