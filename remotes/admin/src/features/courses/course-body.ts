import { formBody } from "@institute/api-client";
import { type Course, CourseInput } from "@institute/schemas";
import type { z } from "zod";

/** The course's four structured lists; every other field is text, edited in an input of its own. */
const LISTS = { curriculum: true, outcomes: true, batches: true, faqs: true } as const;

/** The course's text fields: the form checks them with the API's own rules. */
export const CourseText = CourseInput.omit(LISTS);
type TextField = keyof z.input<typeof CourseText>;
export const TEXT_FIELDS = Object.keys(CourseText.shape) as TextField[];

/** What the text inputs start from: the edited course's values, or blanks. */
export const textOf = (course: Course | null) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, course?.[field] ?? ""])) as Record<TextField, string>;

/** The four structured lists, edited as they are (every edit makes new arrays) and cleaned when sent. */
export type CourseLists = Pick<Course, keyof typeof LISTS>;
export const listsOf = (course: Course | null): CourseLists => ({
  curriculum: course?.curriculum ?? [],
  outcomes: course?.outcomes ?? [],
  batches: course?.batches ?? [],
  faqs: course?.faqs ?? [],
});

const filled = (...parts: string[]) => parts.some((p) => p.trim() !== "");

/** The multipart body of an add or update; the four lists go as JSON text, blank items dropped. */
export function courseBody(text: z.output<typeof CourseText>, lists: CourseLists, image: File | undefined, oldImage: string | null) {
  const curriculum = lists.curriculum
    .map((m) => ({ module: m.module.trim(), topics: m.topics.map((t) => t.trim()).filter(Boolean) }))
    .filter((m) => m.module || m.topics.length);
  return formBody({
    ...text,
    curriculum: JSON.stringify(curriculum),
    outcomes: JSON.stringify(lists.outcomes.map((o) => o.trim()).filter(Boolean)),
    batches: JSON.stringify(lists.batches.filter((b) => filled(b.date, b.timing, b.duration, b.fee))),
    faqs: JSON.stringify(lists.faqs.filter((f) => filled(f.q, f.a))),
    oldImage,
    image,
  });
}
