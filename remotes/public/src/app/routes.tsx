import { normalizePath, PUBLIC } from "@institute/routes";
import { lazy, type ReactNode } from "react";
import { HomePage } from "../features/home/HomePage";

// The home page is where most visits start; every other page is its own chunk, loaded when visited.
const AboutPage = lazy(() => import("../features/about/AboutPage").then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import("../features/contact/ContactPage").then((m) => ({ default: m.ContactPage })));
const CourseDetailPage = lazy(() => import("../features/course-detail/CourseDetailPage").then((m) => ({ default: m.CourseDetailPage })));
const CoursesPage = lazy(() => import("../features/courses/CoursesPage").then((m) => ({ default: m.CoursesPage })));
const GalleryPage = lazy(() => import("../features/gallery/GalleryPage").then((m) => ({ default: m.GalleryPage })));
const InquiryPage = lazy(() => import("../features/inquiry/InquiryPage").then((m) => ({ default: m.InquiryPage })));
const TestimonialsPage = lazy(() => import("../features/testimonials/TestimonialsPage").then((m) => ({ default: m.TestimonialsPage })));

/** The public area's route table: the shell claims these paths and this remote draws them. */
const pages: Record<string, () => ReactNode> = {
  [PUBLIC.home]: () => <HomePage />,
  [PUBLIC.about]: () => <AboutPage />,
  [PUBLIC.courses]: () => <CoursesPage />,
  [PUBLIC.gallery]: () => <GalleryPage />,
  [PUBLIC.testimonials]: () => <TestimonialsPage />,
  [PUBLIC.contact]: () => <ContactPage />,
  [PUBLIC.inquiry]: () => <InquiryPage />,
};

// PUBLIC.course ("/courses/$id") as a pattern.
const COURSE_PATH = new RegExp(`^${PUBLIC.course.replace("$id", "([^/]+)")}$`);

export function screenFor(pathname: string): ReactNode {
  const path = normalizePath(pathname);
  const page = pages[path];
  if (page) return page();
  const course = COURSE_PATH.exec(path);
  // Keyed by id so moving between two courses starts each page afresh (open module, copy label).
  if (course) return <CourseDetailPage key={course[1]} id={course[1]} />;
  return null;
}
