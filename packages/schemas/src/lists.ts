import { z } from "zod";
import { FileType } from "./course-files.ts";
import { INT4_MAX, rowId, text } from "./common.ts";
import { StudentStatus } from "./student-status.ts";

/** The page sizes the console offers; the API takes any limit up to LIST_LIMIT_MAX. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const LIST_LIMIT_MAX = 200;

const whole = (min: number, max: number, message: string) =>
  z.coerce.string({ error: message }).regex(/^\d{1,10}$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));

/**
 * A calendar day, as a date input gives it: 0001-01-01 to 9999-12-31. JavaScript reads a year 0000
 * that PostgreSQL's dates do not have.
 */
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)").refine(
  (day) =>
    !day.startsWith("0000") && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
  "must be a date (YYYY-MM-DD)",
);

/** An empty query parameter (`?q=`) is as good as none. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A sort key: a column, or `-` and the column for descending. */
const sortKey = <const C extends readonly [string, ...string[]]>(columns: C) =>
  z.enum([...columns, ...columns.map((c) => `-${c}`)] as [`${C[number]}` | `-${C[number]}`, ...(`${C[number]}` | `-${C[number]}`)[]], {
    error: `sort must be one of ${columns.join(", ")}, each optionally after -`,
  });

/**
 * The query of a list route: a page (`limit`, `offset`), a search (`q`), a sort among `columns`
 * (newest first by default) and a date range on the creation day (`from`, `to`, both included).
 * Without any of them the answer is the whole list, as the spec's contract has it.
 */
export const listQuery = <const C extends readonly [string, ...string[]]>(columns: C) =>
  z.object({
    limit: optional(whole(1, LIST_LIMIT_MAX, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)),
    offset: optional(whole(0, INT4_MAX, "offset must be a whole number of at least 0")),
    q: optional(text(200)),
    sort: optional(sortKey(columns)),
    from: optional(Day),
    to: optional(Day),
  });

/** The most rows `first` may ask for: a page shows a few; the whole list is asked without it. */
export const FIRST_MAX = 50;
/**
 * The query of a public list a page shows the first few of (the home page's three courses):
 * `first`, the rows from the list's start. Without it, the whole list, as the spec's contract has it.
 */
export const FirstQuery = z.object({ first: optional(whole(1, FIRST_MAX, `first must be a whole number from 1 to ${FIRST_MAX}`)) });
export type FirstQuery = z.output<typeof FirstQuery>;

export const MESSAGE_STATES = ["new", "handled"] as const;
export const MessageListQuery = listQuery(["created_at", "name", "email"]).extend({
  state: optional(z.enum(MESSAGE_STATES, { error: "state must be new or handled" })),
  /** The follow-up desk's filters: a stage, an owner (or the caller's own), follow-ups due today or earlier. */
  stage: optional(text(40)),
  owner_id: optional(rowId("owner_id must be a staff account's id")),
  mine: optional(z.literal("true", { error: "mine must be true" })),
  due: optional(z.literal("today", { error: "due must be today" })),
});
export type MessageListQuery = z.output<typeof MessageListQuery>;
export const InquiryListQuery = MessageListQuery.extend({ course_id: optional(rowId("course_id must be a course's id")) });
export type InquiryListQuery = z.output<typeof InquiryListQuery>;
/** Marks messages handled, or new again: one or many at once. */
export const MessageStateChange = z.object({
  ids: z.array(rowId("ids must be the messages' ids"), { error: "ids must be a list of ids" }).min(1, "ids must name a message")
    .max(LIST_LIMIT_MAX, `ids may name at most ${LIST_LIMIT_MAX} messages`),
  handled: z.boolean({ error: "handled must be true or false" }),
});
export const StudentListQuery = listQuery(["created_at", "name", "email", "course"]).extend({
  course_id: optional(rowId("course_id must be a course's id")),
  status: optional(StudentStatus),
});
export const CourseFileListQuery = listQuery(["created_at", "course_title", "type", "original_name"]).extend({
  course_id: optional(rowId("course_id must be a course's id")),
  type: optional(FileType),
});
/** A list query whose sort names one of `C`, the list's sortable columns. */
export type ListQuery<C extends string = string> = Omit<z.output<ReturnType<typeof listQuery>>, "sort"> & { sort?: C | `-${C}` };
/** The columns a list's query may sort on: its `sort` keys without the `-`. */
export type SortColumn<Q extends { sort?: string }> = Exclude<NonNullable<Q["sort"]>, `-${string}`>;
export type StudentListQuery = z.output<typeof StudentListQuery>;
export type CourseFileListQuery = z.output<typeof CourseFileListQuery>;
