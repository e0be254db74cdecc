import type { GalleryImage } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

// Newest first; the id orders the images of one upload, which share their instant.
export const listGallery = (sql: Sql) => sql<GalleryImage[]>`select id, image, created_at from gallery order by created_at desc, id desc`;

/** One statement for all the images of an upload: either every row is recorded or none. */
export const insertImages = (sql: Sql, images: string[]) =>
  sql<GalleryImage[]>`insert into gallery ${sql(images.map((image) => ({ image })))} returning id, image, created_at`;

export const deleteImage = async (sql: Sql, id: number) =>
  (await sql<{ image: string }[]>`delete from gallery where id = ${id} returning image`)[0];
