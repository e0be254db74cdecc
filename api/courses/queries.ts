import { Course, CourseCard, type CourseFields } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { firstRows } from "../db/first-rows.ts";
import { fieldsOf, writtenRow } from "../db/row.ts";
import { updateKeepingImage } from "../db/update-keeping-image.ts";
import { transaction } from "../db/transaction.ts";

// A course is read and written by its schema's fields, so a field declared there is never left out
// here (courses_test holds the table's columns to the same list).
const COLUMNS = fieldsOf(Course);
const CARD_COLUMNS = fieldsOf(CourseCard);
const WRITTEN = COLUMNS.filter((column) => column !== "id");
const EDITED = WRITTEN.filter((column) => column !== "image");

/** A course as it is first written: its fields and its stored image. */
export type NewCourse = CourseFields & { image: string | null };

// In the order the admin created them, as the cards below.
export const listCourses = (sql: Sql) => sql<Course[]>`select ${sql(COLUMNS)} from courses order by id`;

/** What the courses' cards show, in the same order; the first few of them with `first` (the home page shows three). */
export const listCourseCards = (sql: Sql, first?: number) =>
  sql<CourseCard[]>`select ${sql(CARD_COLUMNS)} from courses order by id ${firstRows(sql, first)}`;

export const findCourse = async (sql: Sql, id: number) => (await sql<Course[]>`select ${sql(COLUMNS)} from courses where id = ${id}`)[0];

/** Writes courses in one statement (the seed and the bench write theirs as the console does). */
export const insertCourses = async (sql: Queryable, courses: NewCourse[]): Promise<Course[]> =>
  courses.length === 0
    ? []
    : await sql<Course[]>`insert into courses ${sql(courses.map((course) => writtenRow(sql, course, WRITTEN)))} returning ${sql(COLUMNS)}`;

export const insertCourse = async (sql: Sql, f: CourseFields, image: string | null) => (await insertCourses(sql, [{ ...f, image }]))[0];

/** Updates a course; see updateKeepingImage. */
export const updateCourse = (sql: Sql, id: number, f: CourseFields, image: string | null) =>
  updateKeepingImage<Course>(sql, "courses", id, image, {
    set: { ...writtenRow(sql, f, EDITED), updated_at: sql`now()` },
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
