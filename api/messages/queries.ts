import { ContactMessage, Inquiry, type InquiryListQuery, type SortColumn } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import { listPage, type ListSource, listStatements } from "../db/list-query.ts";
import { fieldsOf, selectedFields } from "../db/row.ts";
import { instituteToday } from "../settings/queries.ts";

/** Contact messages and inquiries share one shape, in two tables. */
export type MessageTable = "contacts" | "inquiries";

/** A message as a public form sends it; inquiries only name the course it is about. */
export type MessageFields = Pick<ContactMessage, "name" | "email" | "mobile" | "message"> & Partial<Pick<Inquiry, "course_id">>;

/** Inquiries may name the course they are about (migration 0011); contact messages do not. */
const ABOUT_COURSE: Record<MessageTable, boolean> = { contacts: false, inquiries: true };
/** What the console reads of each: its schema's fields. */
const FIELDS: Record<MessageTable, readonly (keyof Inquiry)[]> = { contacts: fieldsOf(ContactMessage), inquiries: fieldsOf(Inquiry) };
/** The foreign key an inquiry about a course that does not exist violates. */
export const UNKNOWN_INQUIRY_COURSE = "inquiries_course_id_fkey";

/** A message as a public form sends it: the fields, and the trap field a person leaves empty. */
export type SentMessage = MessageFields & { website?: string };

type Sort = SortColumn<InquiryListQuery>;

/** Who asks for the list, for the follow-up desk's "mine". */
export interface Asker {
  adminId: number;
}

/** The list's filters besides the common ones: the state, the follow-up desk's, and for inquiries the course. */
const filters = (sql: Sql, { state, course_id, stage, owner_id, mine, due }: Filters, asker: Asker) => [
  ...(state === undefined ? [] : [state === "new" ? sql`m.handled_at is null` : sql`m.handled_at is not null`]),
  ...(course_id === undefined ? [] : [sql`m.course_id = ${course_id}`]),
  ...(stage === undefined ? [] : [sql`m.stage = ${stage}`]),
  ...(owner_id === undefined ? [] : [sql`m.owner_id = ${owner_id}`]),
  ...(mine === undefined ? [] : [sql`m.owner_id = ${asker.adminId}`]),
  ...(due === undefined ? [] : [sql`m.follow_up_on <= ${instituteToday(sql)}`]),
];
type Filters = Omit<InquiryListQuery, "limit" | "offset" | "q" | "sort" | "from" | "to">;
const split = ({ state, course_id, stage, owner_id, mine, due, ...query }: InquiryListQuery) => ({
  filtered: { state, course_id, stage, owner_id, mine, due },
  query,
});

export const messageQueries = <Row extends ContactMessage = ContactMessage>(table: MessageTable) => {
  const course = ABOUT_COURSE[table];
  const insert = async (sql: Queryable, { course_id, ...m }: MessageFields) =>
    (await sql<{ id: number }[]>`insert into ${sql(table)} ${sql(course ? { ...m, course_id: course_id ?? null } : m)} returning id`)[0];
  const source = (sql: Sql): ListSource<Sort> => {
    // Both tables are on the follow-up desk (its owner's name from admins a); inquiries also name a
    // course (its title from courses c) and the student they became.
    return {
      columns: selectedFields(sql, FIELDS[table], "m", {
        owner: sql`a.name`,
        follow_up_on: sql`m.follow_up_on::text`,
        course: sql`c.title`,
      }),
      tables: course
        ? sql`${sql(table)} m left join admins a on a.id = m.owner_id left join courses c on c.id = m.course_id`
        : sql`${sql(table)} m left join admins a on a.id = m.owner_id`,
      id: sql`m.id`,
      created: sql`m.created_at`,
      sortable: { created_at: sql`m.created_at`, name: sql`lower(m.name)`, email: sql`lower(m.email)` },
      // Not the course's title: a search across the join could not use the text indexes; course_id filters instead.
      search: { text: [sql`m.name`, sql`m.email`, sql`m.message`], digits: sql`m.mobile` },
    };
  };
  return {
    /** A page of the messages the query selects (newest first unless sorted), and how many match. */
    list: (sql: Sql, all: InquiryListQuery, asker: Asker) => {
      const { filtered, query } = split(all);
      return listPage<Row[], Sort>(sql, source(sql), query, filters(sql, filtered, asker));
    },
    /** Every message the query selects, in batches of `size`, for exports whose memory must not grow with the table. */
    batches: (sql: Sql, all: InquiryListQuery, size: number, asker: Asker) => {
      const { filtered, query } = split(all);
      return listStatements<Row[], Sort>(sql, source(sql), query, filters(sql, filtered, asker)).all().cursor(size);
    },
    /** Marks messages handled (now) or new again; the ids that exist are the ones changed. */
    mark: async (sql: Sql, ids: number[], handled: boolean) =>
      (await sql<{ id: number }[]>`update ${sql(table)} set handled_at = ${handled ? sql`coalesce(handled_at, now())` : null}
        where id = any(${ids}) returning id`).map((r) => r.id),
    /** Stores what a public form sent (receive.ts has already set a bot's message aside). */
    receive: async (sql: Queryable, { website: _trap, ...m }: SentMessage) => await insert(sql, m),
    remove: async (sql: Sql, id: number) => (await sql`delete from ${sql(table)} where id = ${id} returning id`).length > 0,
  };
};
