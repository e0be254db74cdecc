import { ARRIVAL_STAGE, ENROLLED_STAGE, type FollowUp, type FollowUpNote, type MonthlyEnrolments } from "@institute/schemas";
import type { Queryable, Sql } from "../db/database.ts";
import type { MessageTable } from "../messages/queries.ts";
import { transaction } from "../db/transaction.ts";
import { instituteZone } from "../settings/queries.ts";

/** The office's stages, in the desk's order. */
export const followUpStages = async (sql: Sql) =>
  (await sql<{ stages: string[] }[]>`select follow_up_stages as stages from site_settings where id = 1`)[0].stages;

/**
 * Saves the office's stages, unless one left out still holds inquiries or contact messages:
 * answers the stages saved, or the stages still in use (under the row's lock, so no message moves
 * into one meanwhile).
 */
export const saveFollowUpStages = (sql: Sql, stages: string[]) =>
  transaction(sql, async (tx): Promise<{ held: { stage: string; count: number }[] } | { stages: string[] }> => {
    await tx`select 1 from site_settings where id = 1 for update`;
    const held = await tx<{ stage: string; count: number }[]>`
      select stage, count(*)::int as count from (select stage from inquiries union all select stage from contacts) messages
      where stage <> all(${stages}) group by stage order by stage`;
    if (held.length) return { held };
    await tx`update site_settings set follow_up_stages = ${tx.json(stages)} where id = 1`;
    return { stages };
  });

/** Each message table's notes. */
const NOTES: Record<MessageTable, string> = { contacts: "contact_notes", inquiries: "inquiry_notes" };

/** A message's place on the desk, and its sender's name, as the log compares and names it; undefined when there is no such message. */
export const findFollowUp = async (sql: Sql, table: MessageTable, id: number) =>
  (await sql<(FollowUp & { name: string })[]>`
    select stage, owner_id, follow_up_on::text as follow_up_on, name from ${sql(table)} where id = ${id}`)[0];

export type FollowUpRefusal = "stage" | "owner";

/**
 * Moves a message on the desk: a stage of the office's list (read under its lock, so the list
 * cannot drop it meanwhile) and an enabled staff account. Leaving `new` marks the message handled.
 * Answers what was saved, a refusal, or undefined for an unknown message.
 */
export const saveFollowUp = (sql: Sql, table: MessageTable, id: number, f: FollowUp) =>
  transaction(sql, async (tx): Promise<FollowUp | FollowUpRefusal | undefined> => {
    const [{ listed }] = await tx<{ listed: boolean }[]>`
      select follow_up_stages ? ${f.stage} as listed from site_settings where id = 1 for share`;
    if (!listed) return "stage";
    if (f.owner_id !== null) {
      const [owner] = await tx`select 1 from admins where id = ${f.owner_id} and disabled_at is null for share`;
      if (!owner) return "owner";
    }
    return (await tx<FollowUp[]>`
      update ${tx(table)} set stage = ${f.stage}, owner_id = ${f.owner_id}, follow_up_on = ${f.follow_up_on},
        handled_at = case when ${f.stage} = ${ARRIVAL_STAGE} then handled_at else coalesce(handled_at, now()) end
      where id = ${id} returning stage, owner_id, follow_up_on::text as follow_up_on`)[0];
  });

/** A message's notes, oldest first; undefined when there is no such message. */
export const listNotes = async (sql: Sql, table: MessageTable, id: number) => {
  const rows = await sql<(FollowUpNote & { message: number })[]>`
    select m.id as message, n.id, n.body, n.author, n.created_at
    from ${sql(table)} m left join ${sql(NOTES[table])} n on n.message_id = m.id
    where m.id = ${id} order by n.created_at, n.id`;
  return rows.length ? rows.filter((r) => r.id !== null).map(({ message: _, ...note }) => note) : undefined;
};

/** Writes a note by the admin on the message; undefined when there is no such message. */
export const addNote = async (sql: Sql, table: MessageTable, id: number, admin: { id: number }, body: string) =>
  (await sql<FollowUpNote[]>`
    insert into ${sql(NOTES[table])} (message_id, admin_id, author, body)
    select m.id, a.id, a.name, ${body} from ${sql(table)} m, admins a where m.id = ${id} and a.id = ${admin.id}
    returning id, body, author, created_at`)[0];

/**
 * The inquiries a new student sent with the same email, not yet anyone's: linked to the student and
 * moved to `enrolled`, in the registration's transaction. Answers their ids.
 */
export const enrolInquiries = async (tx: Queryable, student: { id: number; email: string }) =>
  (await tx<{ id: number }[]>`
    update inquiries set student_id = ${student.id}, stage = ${ENROLLED_STAGE}, handled_at = coalesce(handled_at, now())
    where lower(email) = lower(${student.email}) and student_id is null returning id`).map((r) => r.id);

/**
 * Per month (in the institute's time zone) and course, the inquiries that came in the last `months`
 * months, this one included, and how many of them are enrolled now; newest month first.
 */
export const enrolmentsByMonth = async (sql: Sql, months: number) => {
  const zone = instituteZone(sql);
  const month = sql`date_trunc('month', i.created_at at time zone ${zone})`;
  return await sql<MonthlyEnrolments[]>`
    select to_char(${month}, 'YYYY-MM') as month, c.id as course_id, c.title as course,
      count(*)::int as inquiries, (count(*) filter (where i.stage = ${ENROLLED_STAGE}))::int as enrolled
    from inquiries i left join courses c on c.id = i.course_id
    where ${month} >= date_trunc('month', now() at time zone ${zone}) - make_interval(months => ${months - 1})
    group by 1, 2, 3 order by 1 desc, 4 desc, lower(c.title) nulls last`;
};
