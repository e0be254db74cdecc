import type { Testimonial } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";

export interface TestimonialFields {
  name: string;
  content: string;
  rating: number;
  designation: string;
}

// In the order the admin created them (spec: stable order).
export const listTestimonials = (sql: Sql) =>
  sql<Testimonial[]>`select id, name, content, rating, image, designation from testimonials order by id`;

export const findTestimonial = async (sql: Sql, id: number) =>
  (await sql<Testimonial[]>`select id, name, content, rating, image, designation from testimonials where id = ${id}`)[0];

export const insertTestimonial = async (sql: Sql, t: TestimonialFields, image: string | null) =>
  (await sql<Testimonial[]>`
    insert into testimonials (name, content, rating, designation, image)
    values (${t.name}, ${t.content}, ${t.rating}, ${t.designation}, ${image})
    returning id, name, content, rating, image, designation`)[0];

/**
 * Updates a testimonial, keeping its image unless a new one is given, and answers the image it
 * had as `previous`. The row is locked while that is read, so of two concurrent edits each
 * learns the image it really replaced. undefined when the testimonial does not exist.
 */
export const updateTestimonial = (sql: Sql, id: number, t: TestimonialFields, image: string | null) =>
  transaction(sql, async (tx) => {
    const [old] = await tx<{ image: string | null }[]>`select image from testimonials where id = ${id} for update`;
    if (!old) return undefined;
    const [testimonial] = await tx<Testimonial[]>`
      update testimonials set name = ${t.name}, content = ${t.content}, rating = ${t.rating}, designation = ${t.designation},
        image = ${image ?? old.image}
      where id = ${id}
      returning id, name, content, rating, image, designation`;
    return { testimonial, previous: old.image };
  });

export const deleteTestimonial = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from testimonials where id = ${id} returning image`)[0];
