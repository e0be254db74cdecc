import type { Course, CourseFields } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";
import { transaction } from "../db/transaction.ts";

const COLUMNS = [
  "id",
  "title",
  "tagline",
  "category",
  "duration",
  "mode",
  "short_desc",
  "full_desc",
  "image",
  "curriculum",
  "outcomes",
  "batches",
  "faqs",
];

// In the order the admin created them: the home page shows the first three.
export const listCourses = (sql: Sql) => sql<Course[]>`select ${sql(COLUMNS)} from courses order by id`;

export const findCourse = async (sql: Sql, id: number) => (await sql<Course[]>`select ${sql(COLUMNS)} from courses where id = ${id}`)[0];

export const insertCourse = async (sql: Sql, f: CourseFields, image: string | null) =>
  (await sql<Course[]>`
    insert into courses (title, tagline, category, duration, mode, short_desc, full_desc, image, curriculum, outcomes, batches, faqs)
    values (${f.title}, ${f.tagline}, ${f.category}, ${f.duration}, ${f.mode}, ${f.short_desc}, ${f.full_desc}, ${image},
            ${sql.json(f.curriculum)}, ${sql.json(f.outcomes)}, ${sql.json(f.batches)}, ${sql.json(f.faqs)})
    returning ${sql(COLUMNS)}`)[0];

/** Updates a course; see updateKeepingImage. */
export const updateCourse = (sql: Sql, id: number, f: CourseFields, image: string | null) =>
  updateKeepingImage<Course>(sql, "courses", id, image, {
    set: sql`title = ${f.title}, tagline = ${f.tagline}, category = ${f.category}, duration = ${f.duration},
      mode = ${f.mode}, short_desc = ${f.short_desc}, full_desc = ${f.full_desc},
      curriculum = ${sql.json(f.curriculum)}, outcomes = ${sql.json(f.outcomes)}, batches = ${sql.json(f.batches)},
      faqs = ${sql.json(f.faqs)}, updated_at = now()`,
    returning: sql`${sql(COLUMNS)}`,
  });

export type CourseDeletion =
  | { outcome: "missing" }
  | { outcome: "enrolled" }
  | { outcome: "deleted"; image: string | null; files: string[] };

/**
 * Deletes a course and (by cascade) its course files, unless students are enrolled. The
 * row lock makes the check final: a registration or file upload for this course waits
 * for the lock (its foreign key needs one), then finds the course gone.
 */
export const deleteCourse = (sql: Sql, id: number) =>
  transaction(sql, async (tx): Promise<CourseDeletion> => {
    const [course] = await tx<{ image: string | null }[]>`select image from courses where id = ${id} for update`;
    if (!course) return { outcome: "missing" };
    const [{ enrolled }] = await tx<{ enrolled: boolean }[]>`select exists (select 1 from students where course_id = ${id}) as enrolled`;
    if (enrolled) return { outcome: "enrolled" };
    const files = await tx<{ filename: string }[]>`select filename from course_files where course_id = ${id}`;
    await tx`delete from courses where id = ${id}`;
    return { outcome: "deleted", image: course.image, files: files.map((f) => f.filename) };
  });

/** Each course's id and last change, for the sitemap. */
export const courseChanges = (sql: Sql) => sql<{ id: number; updated_at: Date }[]>`select id, updated_at from courses order by id`;
