import type { GalleryImage } from "@institute/schemas";
import type postgres from "postgres";
import type { Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";

const COLUMNS = (sql: Sql) => sql`id, image, caption, created_at`;

// In the office's order (display-order.ts); a new upload comes first, its images (which share a
// position) newest id first, as the gallery was ordered before it could be ordered.
export const listGallery = (sql: Sql) => sql<GalleryImage[]>`select ${COLUMNS(sql)} from gallery order by position, id desc`;

export interface NewImage {
  image: string;
  caption: string;
}

/** One statement for all the images of an upload: either every row is recorded or none. */
export const insertImages = (sql: Sql, images: NewImage[]) => {
  const rows: Record<string, string | postgres.Fragment>[] = images.map((image) => ({
    ...image,
    position: newPosition(sql, "gallery", "first"),
  }));
  return sql<GalleryImage[]>`insert into gallery ${sql(rows)} returning ${COLUMNS(sql)}`;
};

export const findImage = async (sql: Sql, id: number) =>
  (await sql<GalleryImage[]>`select ${COLUMNS(sql)} from gallery where id = ${id}`)[0];

export const setCaption = async (sql: Sql, id: number, caption: string) =>
  (await sql<GalleryImage[]>`update gallery set caption = ${caption} where id = ${id} returning ${COLUMNS(sql)}`)[0];

export const deleteImage = async (sql: Sql, id: number) =>
  (await sql<{ image: string }[]>`delete from gallery where id = ${id} returning image`)[0];
