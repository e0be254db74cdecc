import type { Course, CourseFields } from "@institute/schemas";

/** The course form's state: the fields of a course as the admin edits them. */
export type CourseDraft = CourseFields;

export const emptyDraft = (): CourseDraft => ({
  title: "",
  tagline: "",
  category: "",
  duration: "",
  mode: "",
  short_desc: "",
  full_desc: "",
  curriculum: [],
  outcomes: [],
  batches: [],
  faqs: [],
});

export const draftOf = (c: Course): CourseDraft => ({
  title: c.title,
  tagline: c.tagline,
  category: c.category,
  duration: c.duration,
  mode: c.mode,
  short_desc: c.short_desc,
  full_desc: c.full_desc,
  curriculum: c.curriculum.map((m) => ({ module: m.module, topics: [...m.topics] })),
  outcomes: [...c.outcomes],
  batches: c.batches.map((b) => ({ ...b })),
  faqs: c.faqs.map((f) => ({ ...f })),
});

const filled = (...parts: string[]) => parts.some((p) => p.trim() !== "");

/** The multipart body of an add or update; the four lists go as JSON text, blank items dropped. */
export function courseForm(draft: CourseDraft, image: File | undefined, oldImage: string | null): FormData {
  const form = new FormData();
  for (const key of ["title", "tagline", "category", "duration", "mode", "short_desc", "full_desc"] as const) form.set(key, draft[key]);
  const curriculum = draft.curriculum
    .map((m) => ({ module: m.module.trim(), topics: m.topics.map((t) => t.trim()).filter(Boolean) }))
    .filter((m) => m.module || m.topics.length);
  form.set("curriculum", JSON.stringify(curriculum));
  form.set("outcomes", JSON.stringify(draft.outcomes.map((o) => o.trim()).filter(Boolean)));
  form.set("batches", JSON.stringify(draft.batches.filter((b) => filled(b.date, b.timing, b.duration, b.fee))));
  form.set("faqs", JSON.stringify(draft.faqs.filter((f) => filled(f.q, f.a))));
  if (oldImage) form.set("oldImage", oldImage);
  if (image) form.set("image", image);
  return form;
}
