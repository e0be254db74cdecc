import { authStore, isAdminAtom } from "@institute/auth";
import type { AppParentRoute } from "@institute/federation";
import { ADMIN, LOGIN, PUBLIC, resetLinkSearch } from "@institute/routes";
import { LoadFailed } from "@institute/ui";
import { createRoute, type ErrorComponentProps, redirect } from "@tanstack/react-router";
import { isModuleNotFoundError } from "@tanstack/router-core";
import { useState } from "react";
import { LoginPage } from "../features/login/LoginPage";
import { ForgotPasswordPage } from "../features/reset/ForgotPasswordPage";
import { ResetPasswordPage } from "../features/reset/ResetPasswordPage";
import { AdminLayout } from "./AdminLayout";
import { screen, siteReachable, SiteUnreachable } from "./screen-code";

/**
 * The admin's pages in the sidebar's order: each page's path, label and screen in one row. One
 * chunk per screen: the dashboard does not download the rich-text editor.
 */
const PAGES = [
  { to: ADMIN.dashboard, label: "Dashboard", screen: screen(() => import("../features/dashboard/Dashboard"), "Dashboard") },
  { to: ADMIN.home, label: "Home", screen: screen(() => import("../features/page-content/PageContentEditor"), "HomeEditor") },
  {
    to: ADMIN.about,
    label: "About",
    screen: screen(() => import("../features/page-content/PageContentEditor"), "AboutEditor"),
  },
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
  { to: ADMIN.mail, label: "Mail", screen: screen(() => import("../features/mail/MailPage"), "MailPage") },
  { to: ADMIN.students, label: "Students", screen: screen(() => import("../features/students/StudentsPage"), "StudentsPage") },
  { to: ADMIN.activity, label: "Activity", screen: screen(() => import("../features/activity/ActivityPage"), "ActivityPage") },
  { to: ADMIN.releases, label: "Releases", screen: screen(() => import("../features/releases/ReleasesPage"), "ReleasesPage") },
  { to: ADMIN.staff, label: "Staff", screen: screen(() => import("../features/staff/StaffPage"), "StaffPage") },
  { to: ADMIN.settings, label: "Settings", screen: screen(() => import("../features/settings/SettingsPage"), "SettingsPage") },
  { to: ADMIN.privacy, label: "Privacy", screen: screen(() => import("../features/privacy/PrivacyNoticePage"), "PrivacyNoticePage") },
] as const;

/** The sidebar's links: every page (with the counter of new items it shows, if any), then the way back to the public site. */
export const NAV_LINKS: { to: string; label: string; newCount?: "newContactCount" | "newInquiryCount" }[] = [
  ...PAGES.map((page) => ({ to: page.to, label: page.label, newCount: "newCount" in page ? page.newCount : undefined })),
  { to: PUBLIC.home, label: "Back to Site" },
];

const ScreenLoading = () => <p className="adm-loading">Loading...</p>;

function NotFound() {
  return (
    <section aria-labelledby="adm-missing">
      <h1 id="adm-missing">Page not found</h1>
      <p>This admin page does not exist. Pick a page from the menu.</p>
    </section>
  );
}

/**
 * A screen whose code could not be fetched says so inside the console, whose menu and top bar stay:
 * the server away (screen-code.ts), or a module still missing after the router loaded the page
 * again once for it. The router keeps a failed import failed, so Retry loads the page again, once
 * the site answers: until then it says the server is still away. Any other error is the screen's
 * own fault: it goes on to the remote's boundary, which reports it.
 */
function ScreenFailed({ error }: ErrorComponentProps) {
  const [stillAway, setStillAway] = useState(false);
  if (!isModuleNotFoundError(error) && !(error instanceof SiteUnreachable)) throw error;
  const retry = async () => {
    if (await siteReachable()) location.reload();
    else setStillAway(true);
  };
  return (
    <LoadFailed onRetry={retry}>
      {stillAway
        ? "The server still cannot be reached. Check the connection and try again."
        : "This page could not be loaded. Check the connection and try again."}
    </LoadFailed>
  );
}

// The guard as the spec describes it: it tests that a token is stored. The API checks it for real.
const requireAdmin = () => {
  if (!authStore.get(isAdminAtom)) throw redirect({ to: LOGIN.admin, replace: true });
};

/**
 * The console's pages, as routes hung from the shell's area for this remote (/admin): the login at
 * /admin itself and the password reset pages beside it, and every other page inside the console's
 * layout, for an administrator only. A
 * screen waiting for its code shows a loading line inside the layout, and one that cannot get it a failure there.
 */
export const routes = (parent: AppParentRoute) => {
  // The area's path is /admin: the pages' paths are written below it.
  const below = (path: string) => path.slice(ADMIN.login.length);
  const layout = createRoute({ getParentRoute: () => parent, id: "console", beforeLoad: requireAdmin, component: AdminLayout });
  return [
    createRoute({ getParentRoute: () => parent, path: "/", component: LoginPage }),
    createRoute({ getParentRoute: () => parent, path: below(ADMIN.forgot), component: ForgotPasswordPage }),
    createRoute({
      getParentRoute: () => parent,
      path: below(ADMIN.reset),
      component: ResetPasswordPage,
      validateSearch: resetLinkSearch,
    }),
    layout.addChildren([
      ...PAGES.map((page) =>
        createRoute({
          getParentRoute: () => layout,
          path: below(page.to),
          component: page.screen,
          pendingComponent: ScreenLoading,
          errorComponent: ScreenFailed,
        })
      ),
      createRoute({ getParentRoute: () => layout, path: "$", component: NotFound }),
    ]),
  ];
};
