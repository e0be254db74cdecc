import { GalleryImage } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { newPosition } from "../db/display-order.ts";
import { firstRows } from "../db/first-rows.ts";
import { fieldsOf, type RowValues } from "../db/row.ts";

// Read by the schema's fields, as courses are (gallery_test holds the table's columns to the same list).
const COLUMNS = fieldsOf(GalleryImage);

// In the office's order (display-order.ts); a new upload comes first, its images (which share a
// position) newest id first, as the gallery was ordered before it could be ordered.
export const listGallery = (sql: Sql, first?: number) =>
  sql<GalleryImage[]>`select ${sql(COLUMNS)} from gallery order by position, id desc ${firstRows(sql, first)}`;

export type NewImage = Pick<GalleryImage, "image" | "caption">;

/** One statement for all the images of an upload (or the seed): either every row is recorded or none. */
export const insertImages = (sql: Queryable, images: NewImage[]) => {
  const rows: RowValues[] = images.map((image) => ({
    ...image,
    position: newPosition(sql, "gallery", "first"),
  }));
  return sql<GalleryImage[]>`insert into gallery ${sql(rows)} returning ${sql(COLUMNS)}`;
};

export const findImage = async (sql: Sql, id: number) =>
  (await sql<GalleryImage[]>`select ${sql(COLUMNS)} from gallery where id = ${id}`)[0];

export const setCaption = async (sql: Sql, id: number, caption: string) =>
  (await sql<GalleryImage[]>`update gallery set caption = ${caption} where id = ${id} returning ${sql(COLUMNS)}`)[0];

export const deleteImage = async (sql: Sql, id: number) =>
  (await sql<{ image: string }[]>`delete from gallery where id = ${id} returning image`)[0];
