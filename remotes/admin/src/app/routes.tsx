import { ADMIN, PUBLIC } from "@institute/routes";
import { codeLoader } from "@institute/ui/loader";
import type { ComponentType } from "react";

/** One chunk per screen: the dashboard does not download the rich-text editor. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => () => load().then((m) => m[name]);

/** The admin's pages in the sidebar's order: each page's path, label and screen in one row. */
const PAGES = [
  { to: ADMIN.dashboard, label: "Dashboard", screen: screen(() => import("../features/dashboard/Dashboard"), "Dashboard") },
  { to: ADMIN.home, label: "Home", screen: screen(() => import("../features/page-content/PageContentEditor"), "HomeEditor") },
  { to: ADMIN.about, label: "About", screen: screen(() => import("../features/page-content/PageContentEditor"), "AboutEditor") },
  { to: ADMIN.courses, label: "Courses", screen: screen(() => import("../features/courses/CoursesPage"), "CoursesPage") },
  {
    to: ADMIN.courseFiles,
    label: "Course Files",
    screen: screen(() => import("../features/course-files/CourseFilesPage"), "CourseFilesPage"),
  },
  { to: ADMIN.slider, label: "Slider", screen: screen(() => import("../features/slider/SliderPage"), "SliderPage") },
  { to: ADMIN.gallery, label: "Gallery", screen: screen(() => import("../features/gallery/GalleryPage"), "GalleryPage") },
  {
    to: ADMIN.testimonials,
    label: "Testimonials",
    screen: screen(() => import("../features/testimonials/TestimonialsPage"), "TestimonialsPage"),
  },
  {
    to: ADMIN.messages,
    label: "Contact Messages",
    screen: screen(() => import("../features/messages/MessagesPage"), "MessagesPage"),
    newCount: "newContactCount",
  },
  {
    to: ADMIN.inquiries,
    label: "Inquiry Messages",
    screen: screen(() => import("../features/inquiries/InquiriesPage"), "InquiriesPage"),
    newCount: "newInquiryCount",
  },
  { to: ADMIN.students, label: "Students", screen: screen(() => import("../features/students/StudentsPage"), "StudentsPage") },
  { to: ADMIN.activity, label: "Activity", screen: screen(() => import("../features/activity/ActivityPage"), "ActivityPage") },
  { to: ADMIN.staff, label: "Staff", screen: screen(() => import("../features/staff/StaffPage"), "StaffPage") },
  { to: ADMIN.settings, label: "Settings", screen: screen(() => import("../features/settings/SettingsPage"), "SettingsPage") },
] as const;

/** The sidebar's links: every page (with the counter of new items it shows, if any), then the way back to the public site. */
export const NAV_LINKS: { to: string; label: string; newCount?: "newContactCount" | "newInquiryCount" }[] = [
  ...PAGES.map((page) => ({ to: page.to, label: page.label, newCount: "newCount" in page ? page.newCount : undefined })),
  { to: PUBLIC.home, label: "Back to Site" },
];

const SCREENS: Record<string, () => Promise<ComponentType>> = Object.fromEntries(PAGES.map(({ to, screen }) => [to, screen]));

/** The screen of each admin path (the login at /admin is handled before the layout), loaded on its first visit. */
export const screens = codeLoader((path: string) => SCREENS[path]());

export const isScreen = (path: string) => Object.hasOwn(SCREENS, path);
