import { normalizePath, PUBLIC } from "@institute/routes";
import { codeLoader } from "@institute/ui/loader";
import type { ComponentType } from "react";
import { HomePage } from "../features/home/HomePage";

/** A page of the table; the course page reads the id its path names. */
type Page = ComponentType<{ id: string }>;

/** A page in its own chunk, loaded when visited. */
const chunk = <K extends string>(load: () => Promise<Record<K, Page>>, name: K) => () => load().then((m) => m[name]);

// The home page is where most visits start; every other page is its own chunk.
const PAGES: Record<string, () => Promise<Page>> = {
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
export function pageFor(pathname: string): { page: string; id?: string } | undefined {
  const path = normalizePath(pathname);
  if (Object.hasOwn(PAGES, path)) return { page: path };
  const course = COURSE_PATH.exec(path);
  return course ? { page: PUBLIC.course, id: course[1] } : undefined;
}

/**
 * Each page's code, loaded on its first visit. Its arrival is a state update (see codeLoader), and
 * a page can be loaded before the first render: the shell does so for a page the server drew.
 */
export const pages = codeLoader((page: string) => PAGES[page]());
