import { pageReads, queries } from "@institute/api-client";
import type { AppParentRoute } from "@institute/federation";
import { PUBLIC } from "@institute/routes";
import { createRoute, lazyRouteComponent, type RouteComponent } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { courseIdOf, courseRead } from "../features/course-detail/course-read";
import { HomePage } from "../features/home/HomePage";
import { gallerySearch, inquirySearch } from "./search";

const PageLoading = () => <p className="pub-page-loading" role="status" aria-busy="true">Loading...</p>;

/** What a page's route declares beside its path and component. */
interface PageOptions {
  /** The reads it draws whole on opening (made afresh for each load, for the address's params). */
  reads?: (params: Record<string, string>, queryClient: QueryClient) => Parameters<typeof pageReads>[1];
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** What starts the page afresh when it changes (a course page for each course). */
  remountDeps?: (match: { params: Record<string, string> }) => unknown;
}

/**
 * The public site's pages, as routes hung from the shell's area for this remote: each page's path
 * (from @institute/routes), the search it reads, the reads it starts (its loader: the router starts
 * them when the page opens and when a visitor points at or focuses a link to it) and its code. The
 * home page is where most visits start and comes with this module; every other page is its own chunk.
 */
export const routes = (parent: AppParentRoute) => {
  // The pages' layout: a page whose code or reads take a while shows a loading line in its place
  // (public.css keeps the main area's height meanwhile).
  const site = createRoute({ getParentRoute: () => parent, id: "site", pendingComponent: PageLoading });
  const page = (path: string, component: RouteComponent, { reads, ...options }: PageOptions = {}) =>
    createRoute({
      getParentRoute: () => site,
      path,
      component,
      loader: reads && (({ context, params }) => pageReads(context, reads(params, context.queryClient))),
      ...options,
    });
  return [site.addChildren([
    page(PUBLIC.home, HomePage, {
      reads: () => [queries.sliders.all(), queries.home.get(), queries.courses.all(), queries.gallery.all(), queries.testimonials.all()],
    }),
    page(PUBLIC.about, lazyRouteComponent(() => import("../features/about/AboutPage"), "AboutPage"), {
      reads: () => [queries.about.get()],
    }),
    page(PUBLIC.courses, lazyRouteComponent(() => import("../features/courses/CoursesPage"), "CoursesPage"), {
      reads: () => [queries.courses.all()],
    }),
    page(PUBLIC.course, lazyRouteComponent(() => import("../features/course-detail/CourseDetailPage"), "CourseDetailPage"), {
      reads: (params, queryClient) => {
        const id = courseIdOf(params.id);
        return id === undefined ? [] : [courseRead(queryClient, id)];
      },
      remountDeps: ({ params }) => params.id,
    }),
    page(PUBLIC.gallery, lazyRouteComponent(() => import("../features/gallery/GalleryPage"), "GalleryPage"), {
      reads: () => [queries.gallery.all()],
      validateSearch: gallerySearch,
    }),
    page(PUBLIC.testimonials, lazyRouteComponent(() => import("../features/testimonials/TestimonialsPage"), "TestimonialsPage"), {
      reads: () => [queries.testimonials.all()],
    }),
    page(PUBLIC.contact, lazyRouteComponent(() => import("../features/contact/ContactPage"), "ContactPage")),
    page(PUBLIC.inquiry, lazyRouteComponent(() => import("../features/inquiry/InquiryPage"), "InquiryPage"), {
      reads: () => [queries.courses.all()],
      validateSearch: inquirySearch,
    }),
    page(PUBLIC.privacy, lazyRouteComponent(() => import("../features/privacy/PrivacyPage"), "PrivacyPage"), {
      reads: () => [queries.privacy.get()],
    }),
  ])];
};
