import { normalizePath, PUBLIC } from "@institute/routes";
import type { ReactNode } from "react";
import { AboutPage } from "../features/about/AboutPage";
import { ContactPage } from "../features/contact/ContactPage";
import { CourseDetailPage } from "../features/course-detail/CourseDetailPage";
import { CoursesPage } from "../features/courses/CoursesPage";
import { GalleryPage } from "../features/gallery/GalleryPage";
import { HomePage } from "../features/home/HomePage";
import { InquiryPage } from "../features/inquiry/InquiryPage";
import { TestimonialsPage } from "../features/testimonials/TestimonialsPage";

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
