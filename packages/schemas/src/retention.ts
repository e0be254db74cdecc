import { z } from "zod";

/** The choices of how long inquiries and contact messages are kept, in months; 0 keeps them all. */
export const MESSAGE_RETENTION_MONTHS = [0, 6, 12, 24, 36, 60] as const;
/** The shortest time kept: the dashboard's enrolments by month look back six months. */
const SHORTEST = 6;
const LONGEST = 120;

/**
 * How long the office keeps inquiries and contact messages (with their notes): each goes once it
 * is older than this many months. 0 keeps them all, as a fresh install does.
 */
export const MessageRetention = z.object({
  months: z.number({ error: "months must be a number" }).int("months must be a whole number").refine(
    (months) => months === 0 || (months >= SHORTEST && months <= LONGEST),
    `Keep messages for ${SHORTEST} to ${LONGEST} months, or 0 to keep them all`,
  ),
});
export type MessageRetention = z.infer<typeof MessageRetention>;
/** The console's form: the months as its select sends them. */
export const MessageRetentionForm = z.object({ months: z.string().transform(Number).pipe(MessageRetention.shape.months) });
