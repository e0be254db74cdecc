import { queries } from "@institute/api-client";
import { normalizePath, PUBLIC } from "@institute/routes";
import { codeLoader } from "@institute/ui/loader";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { HomePage } from "../features/home/HomePage";

/** A page of the table; the course page reads the id its path names. */
type Page = ComponentType<{ id: string }>;

/** A page in its own chunk, loaded when visited. */
const chunk = <K extends string>(load: () => Promise<Record<K, Page>>, name: K) => () => load().then((m) => m[name]);

/** A page of this remote, by its route (`/courses/$id` for every course). */
export type PublicPage = (typeof PUBLIC)[keyof typeof PUBLIC];

// The home page is where most visits start; every other page is its own chunk.
const PAGES: Record<PublicPage, () => Promise<Page>> = {
  [PUBLIC.home]: () => Promise.resolve(HomePage),
  [PUBLIC.about]: chunk(() => import("../features/about/AboutPage"), "AboutPage"),
  [PUBLIC.courses]: chunk(() => import("../features/courses/CoursesPage"), "CoursesPage"),
  [PUBLIC.gallery]: chunk(() => import("../features/gallery/GalleryPage"), "GalleryPage"),
  [PUBLIC.testimonials]: chunk(() => import("../features/testimonials/TestimonialsPage"), "TestimonialsPage"),
  [PUBLIC.contact]: chunk(() => import("../features/contact/ContactPage"), "ContactPage"),
  [PUBLIC.inquiry]: chunk(() => import("../features/inquiry/InquiryPage"), "InquiryPage"),
  [PUBLIC.course]: chunk(() => import("../features/course-detail/CourseDetailPage"), "CourseDetailPage"),
};

// PUBLIC.course ("/courses/$id") as a pattern.
const COURSE_PATH = new RegExp(`^${PUBLIC.course.replace("$id", "([^/]+)")}$`);

/** Which page of the table draws a path, and the course id it names; none for a path this remote does not draw. */
export function pageFor(pathname: string): { page: PublicPage; id?: string } | undefined {
  const path = normalizePath(pathname);
  if (Object.hasOwn(PAGES, path)) return { page: path as PublicPage };
  const course = COURSE_PATH.exec(path);
  return course ? { page: PUBLIC.course, id: course[1] } : undefined;
}

/**
 * Each page's code, loaded on its first visit. Its arrival is a state update (see codeLoader), and
 * a page can be loaded before the first render: the shell does so for a page the server drew.
 */
export const pages = codeLoader((page: PublicPage) => PAGES[page]());

/** The reads each page draws whole on opening (the home page's sections, the course of a course page, ...). */
const READS: Record<PublicPage, (client: QueryClient) => Promise<void>[]> = {
  [PUBLIC.home]: (client) => [
    client.prefetchQuery(queries.sliders.all()),
    client.prefetchQuery(queries.home.get()),
    client.prefetchQuery(queries.courses.all()),
    client.prefetchQuery(queries.gallery.all()),
    client.prefetchQuery(queries.testimonials.all()),
  ],
  [PUBLIC.about]: (client) => [client.prefetchQuery(queries.about.get())],
  [PUBLIC.courses]: (client) => [client.prefetchQuery(queries.courses.all())],
  [PUBLIC.gallery]: (client) => [client.prefetchQuery(queries.gallery.all())],
  [PUBLIC.testimonials]: (client) => [client.prefetchQuery(queries.testimonials.all())],
  [PUBLIC.inquiry]: (client) => [client.prefetchQuery(queries.courses.all())],
  [PUBLIC.contact]: () => [],
  // The list holds whole courses: a course page starts from it.
  [PUBLIC.course]: (client) => [client.prefetchQuery(queries.courses.all())],
};

/**
 * Fetches the code and the reads of the page at `pathname` (nothing for a path this remote does
 * not draw), so that opening it then draws it whole, with no loading state: a visitor's pointer or
 * focus on a link gives the time. Reads still fresh are not asked again.
 */
export async function prefetchPage(client: QueryClient, pathname: string): Promise<void> {
  const found = pageFor(pathname);
  if (!found) return;
  const [code] = await Promise.all([pages.preload(found.page), ...READS[found.page](client)]);
  // A fetch ahead that failed (a flaky network) is not the visit's: opening the page tries again.
  if (!code) pages.forget(found.page);
}
