import type { CourseInquiries } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

export const courseExists = async (sql: Sql, courseId: number) =>
  (await sql<{ exists: boolean }[]>`select exists (select from courses where id = ${courseId})`)[0].exists;

/** Counts a chat opened about the course; false when there is no such course. */
export const recordChat = async (sql: Sql, courseId: number) =>
  (await sql`insert into chat_opens (course_id) select id from courses where id = ${courseId} returning id`).length > 0;

/** Every course's form inquiries and chats opened in the last `days`, the busiest first. */
export const inquiriesByCourse = (sql: Sql, days: number) => {
  const since = sql`now() - make_interval(days => ${days})`;
  return sql<CourseInquiries[]>`
    select * from (
      select c.id as course_id, c.title,
        (select count(*) from inquiries i where i.course_id = c.id and i.created_at > ${since})::int as forms,
        (select count(*) from chat_opens o where o.course_id = c.id and o.opened_at > ${since})::int as chats
      from courses c) counted
    order by forms + chats desc, lower(title), course_id`;
};
