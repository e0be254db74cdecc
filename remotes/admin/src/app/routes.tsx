import { type ComponentType, lazy } from "react";

/** One chunk per screen: the dashboard does not download the rich-text editor. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The sidebar's pages, in their order and with their labels. */
export const NAV_LINKS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/manage-home", label: "Home" },
  { to: "/admin/manage-about", label: "About" },
  { to: "/admin/courses", label: "Courses" },
  { to: "/admin/coursefiles", label: "Course Files" },
  { to: "/admin/slider", label: "Slider" },
  { to: "/admin/gallery", label: "Gallery" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/messages", label: "Contact Messages" },
  { to: "/admin/inquiries", label: "Inquiry Messages" },
  { to: "/admin/students", label: "Students" },
  { to: "/", label: "Back to Site" },
] as const;

/** The screen of each admin path (the login at /admin is handled before the layout). */
export const SCREENS: Record<string, ComponentType> = {
  "/admin/dashboard": screen(() => import("../features/dashboard/Dashboard"), "Dashboard"),
  "/admin/manage-home": screen(() => import("../features/page-content/PageContentEditor"), "HomeEditor"),
  "/admin/manage-about": screen(() => import("../features/page-content/PageContentEditor"), "AboutEditor"),
  "/admin/courses": screen(() => import("../features/courses/CoursesPage"), "CoursesPage"),
  "/admin/coursefiles": screen(() => import("../features/course-files/CourseFilesPage"), "CourseFilesPage"),
  "/admin/slider": screen(() => import("../features/slider/SliderPage"), "SliderPage"),
  "/admin/gallery": screen(() => import("../features/gallery/GalleryPage"), "GalleryPage"),
  "/admin/testimonials": screen(() => import("../features/testimonials/TestimonialsPage"), "TestimonialsPage"),
  "/admin/messages": screen(() => import("../features/messages/MessagesPage"), "MessagesPage"),
  "/admin/inquiries": screen(() => import("../features/inquiries/InquiriesPage"), "InquiriesPage"),
  "/admin/students": screen(() => import("../features/students/StudentsPage"), "StudentsPage"),
};
