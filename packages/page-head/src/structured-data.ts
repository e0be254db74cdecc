import type { Course, SiteSettings } from "@institute/schemas";
import { summary } from "./description.ts";

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
