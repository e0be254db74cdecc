import { galleryPage } from "@institute/routes";

// What the pages read from their address, as their routes validate it. Other parameters (a
// campaign's utm_*, say) pass through untouched.

/** /gallery?page=N: the page, 2 and up (the first page's address has none). */
export function gallerySearch({ page, ...rest }: Record<string, unknown>): { page?: number } {
  const number = galleryPage(page);
  return number > 1 ? { ...rest, page: number } : rest;
}

const MAX_PREFILL = 200;
const prefillText = (value: unknown) => (typeof value === "string" && value ? value.slice(0, MAX_PREFILL) : undefined);

/**
 * /inquiry?course=…&course_id=…&batch=…: a batch's Inquire Now link (and a course's Ask us) names
 * the course and batch the form starts from. The router reads digits as a number.
 */
export function inquirySearch({ course, batch, course_id, ...rest }: Record<string, unknown>): {
  course?: string;
  batch?: string;
  course_id?: number;
} {
  const id = typeof course_id === "number" && Number.isSafeInteger(course_id) && course_id > 0 ? course_id : undefined;
  return { ...rest, course: prefillText(course), batch: prefillText(batch), course_id: id };
}
