import { CourseFile, type CourseFileListQuery, FILE_TYPES, type SortColumn, type StudentStatus } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { listPage, type ListSource, listStatements } from "../db/list-query.ts";
import { violates } from "../db/db-errors.ts";
import { fieldsOf, selectedFields, writtenRow } from "../db/row.ts";

// A course file as it is first written: what its row holds of its own.
const WRITTEN = ["course_id", "type", "filename", "original_name"] as const satisfies readonly (keyof CourseFile)[];
export type CourseFileFields = Pick<CourseFile, (typeof WRITTEN)[number]>;

// A course file is read by its schema's fields (course_files f), its course's title from courses c.
const FIELDS = fieldsOf(CourseFile);
const COLUMNS = (sql: Sql) => selectedFields(sql, FIELDS, "f", { course_title: sql`c.title` });
const TABLES = (sql: Sql) => sql`course_files f join courses c on c.id = f.course_id`;

type Sort = SortColumn<CourseFileListQuery>;

const source = (sql: Sql): ListSource<Sort> => ({
  columns: COLUMNS(sql),
  tables: TABLES(sql),
  id: sql`f.id`,
  created: sql`f.created_at`,
  sortable: {
    created_at: sql`f.created_at`,
    course_title: sql`lower(c.title)`,
    type: sql`f.type`,
    original_name: sql`lower(f.original_name)`,
  },
  search: { text: [sql`f.original_name`, sql`c.title`] },
});
const filters = (sql: Sql, { course_id, type }: Pick<CourseFileListQuery, "course_id" | "type">) => [
  ...(course_id === undefined ? [] : [sql`f.course_id = ${course_id}`]),
  ...(type === undefined ? [] : [sql`f.type = ${type}`]),
];

/** A page of the course files the query selects; newest first unless sorted (the admin looks for what was just uploaded). */
export const listCourseFiles = (sql: Sql, { course_id, type, ...query }: CourseFileListQuery = {}) =>
  listPage<CourseFile[], Sort>(sql, source(sql), query, filters(sql, { course_id, type }));

/** Every course file the query selects, in batches of `size`, for exports whose memory must not grow with the table. */
export const courseFileBatches = (sql: Sql, { course_id, type, ...query }: CourseFileListQuery, size: number) =>
  listStatements<CourseFile[], Sort>(sql, source(sql), query, filters(sql, { course_id, type })).all().cursor(size);

/**
 * The files of a student's own course, grouped by type in the form's order (FILE_TYPES'),
 * newest first within a type; none unless the student is active. null when
 * the student no longer exists.
 */
export async function listStudentFiles(sql: Sql, studentId: number): Promise<{ status: StudentStatus; files: CourseFile[] } | null> {
  const [student] = await sql<
    { course_id: number; status: StudentStatus }[]
  >`select course_id, status from students where id = ${studentId}`;
  if (!student) return null;
  if (student.status !== "active") return { status: student.status, files: [] };
  const files = await sql<CourseFile[]>`select ${COLUMNS(sql)} from ${TABLES(sql)} where f.course_id = ${student.course_id}
    order by array_position(${sql.array([...FILE_TYPES])}::text[], f.type), f.created_at desc, f.id desc`;
  return { status: student.status, files };
}

// A course that is gone (or going: the key check waits for a deletion in progress) refuses the
// row by its foreign key, which is checked against the course's row as it is then.
const UNKNOWN_COURSE = "course_files_course_id_fkey";

/** Inserts the row by its fields, or answers undefined when its course does not exist. */
export async function insertCourseFile(sql: Sql, f: CourseFileFields): Promise<CourseFile | undefined> {
  try {
    return (await sql<CourseFile[]>`
      with f as (insert into course_files ${sql(writtenRow(sql, f, WRITTEN))} returning *)
      select ${COLUMNS(sql)} from f join courses c on c.id = f.course_id`)[0];
  } catch (error) {
    if (violates(error, UNKNOWN_COURSE)) return undefined;
    throw error;
  }
}

export const deleteCourseFile = async (sql: Sql, id: number) =>
  (await sql<{ filename: string }[]>`delete from course_files where id = ${id} returning filename`)[0];
