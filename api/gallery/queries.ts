import type { GalleryImage } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

const COLUMNS = (sql: Sql) => sql`id, image, caption, created_at`;

// Newest first; the id orders the images of one upload, which share their instant.
export const listGallery = (sql: Sql) => sql<GalleryImage[]>`select ${COLUMNS(sql)} from gallery order by created_at desc, id desc`;

export interface NewImage {
  image: string;
  caption: string;
}

/** One statement for all the images of an upload: either every row is recorded or none. */
export const insertImages = (sql: Sql, images: NewImage[]) =>
  sql<GalleryImage[]>`insert into gallery ${sql(images)} returning ${COLUMNS(sql)}`;

export const findImage = async (sql: Sql, id: number) =>
  (await sql<GalleryImage[]>`select ${COLUMNS(sql)} from gallery where id = ${id}`)[0];

export const setCaption = async (sql: Sql, id: number, caption: string) =>
  (await sql<GalleryImage[]>`update gallery set caption = ${caption} where id = ${id} returning ${COLUMNS(sql)}`)[0];

export const deleteImage = async (sql: Sql, id: number) =>
  (await sql<{ image: string }[]>`delete from gallery where id = ${id} returning image`)[0];
