import type { Testimonial } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";

export interface TestimonialFields {
  name: string;
  content: string;
  rating: number;
  designation: string;
}

// In the office's order (display-order.ts), else as added.
export const listTestimonials = (sql: Sql) =>
  sql<Testimonial[]>`select id, name, content, rating, image, designation from testimonials order by position, id`;

export const findTestimonial = async (sql: Sql, id: number) =>
  (await sql<Testimonial[]>`select id, name, content, rating, image, designation from testimonials where id = ${id}`)[0];

export const insertTestimonial = async (sql: Sql, t: TestimonialFields, image: string | null) =>
  (await sql<Testimonial[]>`
    insert into testimonials (name, content, rating, designation, image, position)
    values (${t.name}, ${t.content}, ${t.rating}, ${t.designation}, ${image}, ${newPosition(sql, "testimonials", "last")})
    returning id, name, content, rating, image, designation`)[0];

/** Updates a testimonial; see updateKeepingImage. */
export const updateTestimonial = (sql: Sql, id: number, t: TestimonialFields, image: string | null) =>
  updateKeepingImage<Testimonial>(sql, "testimonials", id, image, {
    set: { name: t.name, content: t.content, rating: t.rating, designation: t.designation },
    returning: sql`id, name, content, rating, image, designation`,
  });

export const deleteTestimonial = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from testimonials where id = ${id} returning image`)[0];
