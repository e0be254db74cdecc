import { CourseFile, type CourseFileListQuery, type SortColumn, type StudentStatus } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { listPage, type ListSource, listStatements } from "../db/list-query.ts";
import { fieldsOf, selectedFields } from "../db/row.ts";

/** A course file as it is first written: what its row holds of its own. */
export type CourseFileFields = Pick<CourseFile, "course_id" | "type" | "filename" | "original_name">;

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
 * The files of a student's own course, grouped by type in the form's order (syllabus,
 * material, interview), newest first within a type; none unless the student is active. null when
 * the student no longer exists.
 */
export async function listStudentFiles(sql: Sql, studentId: number): Promise<{ status: StudentStatus; files: CourseFile[] } | null> {
  const [student] = await sql<
    { course_id: number; status: StudentStatus }[]
  >`select course_id, status from students where id = ${studentId}`;
  if (!student) return null;
  if (student.status !== "active") return { status: student.status, files: [] };
  const files = await sql<CourseFile[]>`select ${COLUMNS(sql)} from ${TABLES(sql)} where f.course_id = ${student.course_id}
    order by array_position(array['syllabus', 'material', 'interview'], f.type), f.created_at desc, f.id desc`;
  return { status: student.status, files };
}

/**
 * Inserts the row unless the course is gone. The key-share lock waits for a course
 * deletion in progress and then skips the deleted row, so the answer is "no course", never
 * a foreign-key error.
 */
export const insertCourseFile = async (sql: Sql, f: CourseFileFields) =>
  (await sql<CourseFile[]>`
    with c as (select id, title from courses where id = ${f.course_id} for key share),
    f as (
      insert into course_files (course_id, type, filename, original_name)
      select id, ${f.type}, ${f.filename}, ${f.original_name} from c
      returning *
    )
    select ${COLUMNS(sql)} from f, c`)[0];

export const deleteCourseFile = async (sql: Sql, id: number) =>
  (await sql<{ filename: string }[]>`delete from course_files where id = ${id} returning filename`)[0];
