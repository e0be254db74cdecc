import { z } from "zod";
import { COURSE_MODES } from "./course-modes.ts";

/**
 * The course list fields arrive in several shapes (decisions.md): JSON text or arrays,
 * faqs also as {question, answer} or [q, a]. They are always answered as these shapes;
 * anything unparsable becomes an empty list.
 */
export const CurriculumModule = z.object({ module: z.string(), topics: z.array(z.string()) });
/** A batch: the spec's four fields, and its own mode when it differs from the course's (absent otherwise, as in the spec's shape). */
export const Batch = z.object({
  date: z.string(),
  timing: z.string(),
  duration: z.string(),
  fee: z.string(),
  mode: z.enum(COURSE_MODES).optional(),
});
export const Faq = z.object({ q: z.string(), a: z.string() });
export type CurriculumModule = z.infer<typeof CurriculumModule>;
export type Batch = z.infer<typeof Batch>;
export type Faq = z.infer<typeof Faq>;

const MAX_ITEMS = 200;
const MAX_TEXT = 2000;

const str = (
  v: unknown,
): string => (typeof v === "string" ? v.trim().slice(0, MAX_TEXT) : typeof v === "number" && Number.isFinite(v) ? String(v) : "");
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Repeated multipart fields arrive as an array of strings, each item possibly JSON text of
 * its own (`faqs={"q":..,"a":..}` twice); an item that only looks like JSON stays text.
 */
const jsonItem = (item: unknown): unknown => typeof item === "string" && /^\s*[[{]/.test(item) ? parseJson(item) ?? item : item;

function asList(input: unknown): unknown[] {
  const value = typeof input === "string" ? parseJson(input) : input;
  // A lone item (one repeated field, or an object where a list was meant) is a list of one.
  const list = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
  return list.slice(0, MAX_ITEMS).map(jsonItem);
}

const splitTopics = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(str).filter(Boolean) : typeof v === "string" ? v.split(/[\n,]/).map((s) => s.trim()).filter(Boolean) : [];

export function normaliseCurriculum(input: unknown): CurriculumModule[] {
  return asList(input).flatMap((item) => {
    if (typeof item === "string") return item.trim() ? [{ module: str(item), topics: [] }] : [];
    if (!isRecord(item)) return [];
    const module = str(item.module ?? item.title ?? item.name);
    const topics = splitTopics(item.topics ?? item.items);
    return module || topics.length ? [{ module, topics }] : [];
  });
}

export function normaliseOutcomes(input: unknown): string[] {
  return asList(input).map((item) => (isRecord(item) ? str(item.text ?? item.outcome) : str(item))).filter(Boolean);
}

export function normaliseBatches(input: unknown): Batch[] {
  return asList(input).flatMap((item) => {
    if (!isRecord(item)) return [];
    const batch: Batch = { date: str(item.date), timing: str(item.timing), duration: str(item.duration), fee: str(item.fee) };
    const mode = COURSE_MODES.find((m) => m === str(item.mode));
    return Object.values(batch).some(Boolean) ? [mode ? { ...batch, mode } : batch] : [];
  });
}

export function normaliseFaqs(input: unknown): Faq[] {
  return asList(input).flatMap((item) => {
    const [q, a] = Array.isArray(item)
      ? [str(item[0]), str(item[1])]
      : isRecord(item)
      ? [str(item.q ?? item.question), str(item.a ?? item.answer)]
      : ["", ""];
    return q || a ? [{ q, a }] : [];
  });
}

/** Zod fields that accept every input shape and output the normalised list. */
export const curriculumField = z.unknown().optional().transform(normaliseCurriculum);
export const outcomesField = z.unknown().optional().transform(normaliseOutcomes);
export const batchesField = z.unknown().optional().transform(normaliseBatches);
export const faqsField = z.unknown().optional().transform(normaliseFaqs);
