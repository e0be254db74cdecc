import {
  ProfileUpdate,
  type SortColumn,
  Student,
  STUDENT_REFUSALS,
  StudentEdit,
  type StudentListQuery,
  StudentProfile,
  StudentRegistration,
  type StudentStatus,
} from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { listPage, type ListSource, listStatements } from "../db/list-query.ts";
import { transaction } from "../db/transaction.ts";
import { fieldsOf, type RowValues, selectedFields, writtenRow } from "../db/row.ts";
import type { LoginAccount } from "../auth/password-login.ts";

/** A student as registration writes them, besides their password and picture: the form's fields but the password. */
const REGISTERED = fieldsOf(StudentRegistration.omit({ password: true }));
export type NewStudent = Pick<Student, (typeof REGISTERED)[number]>;
/** What a student changes of their own profile, besides their picture: the profile form's fields. */
const PROFILE_EDITED = fieldsOf(ProfileUpdate);
export type ProfileFields = Pick<Student, (typeof PROFILE_EDITED)[number]>;
/** What the office changes of a student: the fields its edit names. */
const OFFICE_EDITED = fieldsOf(StudentEdit);

/** The constraints whose violations the routes answer as 409 and 400. */
export const EMAIL_TAKEN = "students_email_key";
export const UNKNOWN_COURSE = "students_course_id_fkey";

// Every read of a student is of its schema's fields (students s, joined to its course c): the
// password's hash is never among them.
const STUDENT = fieldsOf(Student);
const PROFILE = fieldsOf(StudentProfile);
const columns = (sql: Queryable) => selectedFields(sql, STUDENT, "s", { course: sql`c.title` });
const profileColumns = (sql: Queryable) => selectedFields(sql, PROFILE, "s", { course_title: sql`c.title` });

type Sort = SortColumn<StudentListQuery>;

const source = (sql: Sql): ListSource<Sort> => ({
  columns: columns(sql),
  tables: sql`students s join courses c on c.id = s.course_id`,
  id: sql`s.id`,
  created: sql`s.created_at`,
  sortable: { created_at: sql`s.created_at`, name: sql`lower(s.name)`, email: sql`lower(s.email)`, course: sql`lower(c.title)` },
  search: { text: [sql`s.name`, sql`s.email`, sql`c.title`], digits: sql`s.mobile` },
});
const filters = (sql: Sql, { course_id, status }: Pick<StudentListQuery, "course_id" | "status">) => [
  ...(course_id === undefined ? [] : [sql`s.course_id = ${course_id}`]),
  ...(status === undefined ? [] : [sql`s.status = ${status}`]),
];

/** A page of the students the query selects, with their course's title; newest first unless sorted. */
export const listStudents = (sql: Sql, { course_id, status, ...query }: StudentListQuery = {}) =>
  listPage<Student[], Sort>(sql, source(sql), query, filters(sql, { course_id, status }));

/** Every student the query selects, in batches of `size`, for exports whose memory must not grow with the table. */
export const studentBatches = (sql: Sql, { course_id, status, ...query }: StudentListQuery, size: number) =>
  listStatements<Student[], Sort>(sql, source(sql), query, filters(sql, { course_id, status })).all().cursor(size);

/** A student as the console lists them, or undefined. */
export const findStudent = async (sql: Queryable, id: number) =>
  (await sql<Student[]>`select ${columns(sql)} from students s join courses c on c.id = s.course_id where s.id = ${id}`)[
    0
  ];

export const findProfile = async (sql: Sql, id: number) =>
  (await sql<StudentProfile[]>`
    select ${profileColumns(sql)}
    from students s join courses c on c.id = s.course_id
    where s.id = ${id}`)[0];

// Emails are unique case-insensitively (students_email_key on lower(email)).
export const findLogin = async (sql: Sql, email: string): Promise<LoginAccount | undefined> => {
  const [row] = await sql<(LoginAccount & { status: StudentStatus })[]>`
    select id, name, password_hash, token_version, status from students where lower(email) = lower(${email})`;
  // A pending student logs in: the portal tells them their registration waits for approval.
  return row && { ...row, refusal: row.status === "inactive" ? STUDENT_REFUSALS.inactive : undefined };
};

export const insertStudent = async (sql: Queryable, s: NewStudent, passwordHash: string, image: string | null) => {
  const row: RowValues = {
    ...writtenRow(sql, s, REGISTERED),
    password_hash: passwordHash,
    profile_image: image,
    // Approved by the office first where Settings asks for it.
    status: sql`(select case when approve_registrations then 'pending' else 'active' end from site_settings where id = 1)`,
  };
  return (await sql<Student[]>`
    with s as (
      insert into students ${sql(row)}
      returning *
    )
    select ${columns(sql)} from s join courses c on c.id = s.course_id`)[0];
};

/**
 * Updates name and mobile, and the image when `image` is given. Answers the image the row had as
 * `previous` (deleted after the commit when a new one replaced it); the row lock makes parallel
 * updates each see the image the other left, so none is orphaned. undefined when the student no
 * longer exists.
 */
export const updateProfile = (sql: Sql, id: number, p: ProfileFields, image: string | null) =>
  transaction(sql, async (tx) => {
    const [current] = await tx<{ profile_image: string | null }[]>`select profile_image from students where id = ${id} for update`;
    if (!current) return undefined;
    const [profile] = await tx<StudentProfile[]>`
      with s as (
        update students set ${tx({ ...writtenRow(tx, p, PROFILE_EDITED), profile_image: image ?? current.profile_image })}
        where id = ${id}
        returning *
      )
      select ${profileColumns(tx)} from s join courses c on c.id = s.course_id`;
    return { profile, previous: current.profile_image };
  });

export const deleteStudent = async (sql: Sql, id: number) =>
  (await sql<{ image: string | null }[]>`delete from students where id = ${id} returning profile_image as image`)[0];

/**
 * Applies the office's change to a student. Ends the student's sessions where their access
 * shrinks (another course, or a status other than active that was not theirs), so a token
 * issued before cannot read the old course's files. undefined when the student does not exist.
 */
export const editStudent = (sql: Sql, id: number, edit: StudentEdit) =>
  transaction(sql, async (tx) => {
    const [current] = await tx<{ course_id: number; status: StudentStatus }[]>`
      select course_id, status from students where id = ${id} for update`;
    if (!current) return undefined;
    const movesCourse = edit.course_id !== undefined && edit.course_id !== current.course_id;
    const closes = edit.status !== undefined && edit.status !== "active" && edit.status !== current.status;
    const set: RowValues = {
      ...writtenRow(tx, edit, OFFICE_EDITED.filter((field) => edit[field] !== undefined)),
      token_version: tx`token_version + ${movesCourse || closes ? 1 : 0}`,
    };
    await tx`update students set ${tx(set)} where id = ${id}`;
    return await findStudent(tx, id);
  });
