import { z } from "zod";
import { lineList, requiredText, rowId, Timestamp } from "./common.ts";
import { Day } from "./lists.ts";

/**
 * The follow-up desk's stages an inquiry or contact message moves through. The office names them in
 * Settings, but two carry meaning the product acts on: every message arrives in `new`, the first,
 * and a student who registers with an inquiry's email moves it to `enrolled`.
 */
export const ARRIVAL_STAGE = "new";
export const ENROLLED_STAGE = "enrolled";
export const DEFAULT_STAGES = [ARRIVAL_STAGE, "contacted", "follow-up", ENROLLED_STAGE, "closed"];
export const STAGES_MAX = 12;

/** The office's list of stages, in the desk's order. */
export const FollowUpStages = z.object({
  stages: z.array(requiredText(40, "A stage needs a name").transform((s) => s.toLowerCase()), { error: "stages must be a list of names" })
    .max(STAGES_MAX, `At most ${STAGES_MAX} stages`)
    .refine((stages) => stages[0] === ARRIVAL_STAGE, `The first stage must be "${ARRIVAL_STAGE}": messages arrive there`)
    .refine((stages) => stages.includes(ENROLLED_STAGE), `Keep a stage "${ENROLLED_STAGE}": registrations move inquiries there`)
    .refine((stages) => new Set(stages).size === stages.length, "Each stage once"),
});
export type FollowUpStages = z.output<typeof FollowUpStages>;

/** Where a message stands on the desk: its stage, who follows it up, and when next. */
export const FollowUp = z.object({
  stage: requiredText(40, "Pick a stage"),
  owner_id: rowId("owner_id must be a staff account's id").nullable(),
  /** The next follow-up's day; null when none is planned. */
  follow_up_on: Day.nullable(),
});
export type FollowUp = z.output<typeof FollowUp>;

/** A note the office wrote on a message: what was said, by whom, when. */
export const FollowUpNote = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The staff account's name when written ("" for an account since deleted). */
  author: z.string(),
  created_at: Timestamp,
});
export type FollowUpNote = z.infer<typeof FollowUpNote>;
export const NewNote = z.object({ body: requiredText(2000, "Write the note") });

/** The dashboard's funnel: a month's inquiries about a course, and how many of them are enrolled now. */
export const MonthlyEnrolments = z.object({
  /** The month, as YYYY-MM in the institute's time zone. */
  month: z.string(),
  course_id: z.number().int().nullable(),
  /** The course's title; null for inquiries about no course (or a course since deleted). */
  course: z.string().nullable(),
  inquiries: z.number().int(),
  enrolled: z.number().int(),
});
export type MonthlyEnrolments = z.infer<typeof MonthlyEnrolments>;
/** How many months the dashboard's funnel goes back, this one included. */
export const ENROLMENT_MONTHS = 6;
/** The console's form of the stages: one per line. */
export const FollowUpStagesForm = z.object({
  stages: lineList(FollowUpStages.shape.stages),
});
