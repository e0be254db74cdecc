import { plainText } from "../formats/plain-text.ts";
import type { Course, SiteSettings } from "@institute/schemas";

/** What the server writes into a page's <head> before any script runs: what link previews and crawlers read. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, when the page has a picture of its own. */
  image?: string;
  /** Pages that are no one's search result: the portal, the console, an unknown course. */
  noindex?: boolean;
  /** JSON-LD objects (schema.org). */
  structured: object[];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Admin-entered text as HTML text or an attribute value: a title `</title><script>` stays text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
// Inside <script type="application/ld+json"> only "</" (and "<!--") could end the block early.
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** About as much of a description as search results show. */
export const DESCRIPTION_MAX = 160;

/** Text on one line, cut at a word to fit `max` characters, for a meta description. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** Plain text of rich text, shortened for a meta description. */
export const summary = (html: string, max = DESCRIPTION_MAX) => shorten(plainText(html), max);

/** The tags of a head, every value escaped. */
export function renderHead(head: PageHead, siteName: string): string {
  const meta = (attr: "name" | "property", key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : "";
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    ...head.structured.map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
  ].filter(Boolean).join("\n    ");
}

/** The institute as schema.org knows it, from Settings: on every public page. */
export function organization(settings: SiteSettings, origin: string): object {
  const given = (value: string) => value || undefined;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: settings.name,
    description: given(settings.description),
    url: `${origin}/`,
    telephone: given(settings.phone),
    email: given(settings.email),
    address: given(settings.address),
    hasMap: given(settings.map_url),
    sameAs: settings.social.length ? settings.social : undefined,
  };
}

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: `${origin}${step.path}` })),
  };
}

// schema.org's words for the ways a course is taught.
const MODES: Record<Exclude<Course["mode"], "">, string> = { Online: "online", Offline: "onsite", Hybrid: "blended" };
const DURATION = /^(\d{1,4})\s*-?\s*(hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)$/i;

/** A batch's length as schema.org's Duration (ISO 8601): "6 weeks" is P6W; a length in other words has none. */
function isoDuration(text: string): string | undefined {
  const [, count, unit] = DURATION.exec(text.trim()) ?? [];
  if (!count) return undefined;
  const designator = unit[0].toUpperCase();
  return designator === "H" ? `PT${count}H` : `P${count}${designator}`;
}

/**
 * A course page's structured data: the course with a scheduled instance per batch, and its FAQs.
 * A batch's fee is left out: the page does not show it (spec), and structured data may only say
 * what a visitor sees.
 */
export function courseData(course: Course, settings: SiteSettings, url: string): object[] {
  const provider = { "@type": "EducationalOrganization", name: settings.name };
  const data: object[] = [{
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: summary(course.short_desc || course.full_desc, 300) || course.title,
    url,
    provider,
    hasCourseInstance: course.batches.map((batch) => {
      const duration = isoDuration(batch.duration);
      // A batch's own mode, else the course's.
      const mode = batch.mode || course.mode;
      return {
        "@type": "CourseInstance",
        courseMode: mode ? MODES[mode] : undefined,
        startDate: /^\d{4}-\d{2}-\d{2}/.test(batch.date) ? batch.date : undefined,
        courseSchedule: batch.timing || duration ? { "@type": "Schedule", description: batch.timing || undefined, duration } : undefined,
      };
    }),
  }];
  if (course.faqs.length) {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: course.faqs.map((faq) => ({ "@type": "Question", name: faq.q, acceptedAnswer: { "@type": "Answer", text: faq.a } })),
    });
  }
  return data;
}
