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
  "/": () => <HomePage />,
  "/about": () => <AboutPage />,
  "/courses": () => <CoursesPage />,
  "/gallery": () => <GalleryPage />,
  "/testimonials": () => <TestimonialsPage />,
  "/contact": () => <ContactPage />,
  "/inquiry": () => <InquiryPage />,
};

const COURSE_PATH = /^\/courses\/([^/]+)\/?$/;

export function screenFor(pathname: string): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const page = pages[path];
  if (page) return page();
  const course = COURSE_PATH.exec(path);
  // Keyed by id so moving between two courses starts each page afresh (open module, copy label).
  if (course) return <CourseDetailPage key={course[1]} id={course[1]} />;
  return null;
}
