import { type ApiError, pageReads, queries } from "@institute/api-client";
import type { AppParentRoute } from "@institute/federation";
import { PUBLIC, type PublicPath } from "@institute/routes";
import { createRoute, lazyRouteComponent, notFound, type RouteComponent } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { rowIdOf } from "@institute/schemas/row-id";
import { courseRead } from "../features/course-detail/course-read";
import { HomePage } from "../features/home/HomePage";
import { gallerySearch, inquirySearch } from "./search";

/** A public page's address params, as its route parses them: a course page's course (none where the address names none). */
export interface PageParams {
  id: number | undefined;
}

const PageLoading = () => <p className="pub-page-loading" role="status" aria-busy="true">Loading...</p>;

/** What a page's route declares beside its path and component. */
interface PageOptions {
  /** Its address's params read once, as the router matches it: loader, head and page get them so. */
  params?: { parse: (raw: { id: string }) => PageParams; stringify: (params: PageParams) => { id: string } };
  /** The reads it draws whole on opening (made afresh for each load, for the address's params). */
  reads?: (params: PageParams, queryClient: QueryClient) => Parameters<typeof pageReads>[1];
  /** Whether, its reads in, the address names nothing (an unknown course): the server then answers 404. */
  missing?: (params: PageParams, queryClient: QueryClient) => boolean;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** What starts the page afresh when it changes (a course page for each course). */
  remountDeps?: (match: { params: PageParams }) => unknown;
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
  const page = (path: PublicPath, component: RouteComponent, { reads, missing, ...options }: PageOptions = {}) =>
    createRoute({
      getParentRoute: () => site,
      path,
      component,
      loader: reads && (async ({ context, params }) => {
        await pageReads(context, reads(params, context.queryClient));
        // In the browser the page itself says it found nothing, with its way back.
        if (import.meta.env.SSR && missing?.(params, context.queryClient)) throw notFound();
      }),
      // The head is the server's to write (the browser's pages title themselves): its code is
      // in the server's build alone.
      head: import.meta.env.SSR ? (context) => import("./page-heads").then(({ headOf }) => headOf(path, context)) : undefined,
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
      // An address naming no course still opens the page, which sends the visitor to the list; a
      // link naming none goes to the list itself (written "undefined", it was a page of its own).
      // The id is read by the API's rule from its zod-free module: the schemas would add zod to
      // the home page, which carries this route.
      params: { parse: ({ id }) => ({ id: rowIdOf(id) }), stringify: ({ id }) => ({ id: id === undefined ? "" : String(id) }) },
      reads: ({ id }, queryClient) => id === undefined ? [] : [courseRead(queryClient, id)],
      missing: ({ id }, queryClient) =>
        id === undefined || (queryClient.getQueryState(queries.courses.one(id).queryKey)?.error as ApiError | null)?.status === 404,
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
