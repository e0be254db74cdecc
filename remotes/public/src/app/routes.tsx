import { type ApiError, pageReads, queries } from "@institute/api-client";
import type { AppParentRoute } from "@institute/federation";
import { PUBLIC, type PublicPath } from "@institute/routes";
import { createRoute, lazyRouteComponent, notFound, type RouteComponent } from "@tanstack/react-router";
import { rowIdOf } from "@institute/schemas/row-id";
import { HomePage } from "../features/home/HomePage";
import { homeReads } from "../features/home/home-reads";
import type { HeadContext } from "./page-heads";
import { gallerySearch, inquirySearch } from "./search";

/** A course page's address params, as its route parses them: its course (none where the address names none). */
export interface CourseParams {
  id: number | undefined;
}

const PageLoading = () => <p className="pub-page-loading" role="status" aria-busy="true">Loading...</p>;

/** What a page's route declares beside its path and component. */
interface PageOptions {
  /** The reads it draws whole on opening (made afresh for each load). */
  reads?: () => Parameters<typeof pageReads>[1];
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

/** A page's head, where the server draws it: its code is in the server's build alone (the browser's pages title themselves). */
const serverHead = (path: PublicPath) =>
  import.meta.env.SSR ? (context: HeadContext) => import("./page-heads").then(({ headOf }) => headOf(path, context)) : undefined;

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
  // Every page but a course's: no params.
  const page = (path: Exclude<PublicPath, typeof PUBLIC.course>, component: RouteComponent, { reads, validateSearch }: PageOptions = {}) =>
    createRoute({
      getParentRoute: () => site,
      path,
      component,
      loader: reads && (async ({ context }) => {
        await pageReads(context, reads());
      }),
      head: serverHead(path),
      validateSearch,
    });
  const course = createRoute({
    getParentRoute: () => site,
    path: PUBLIC.course,
    component: lazyRouteComponent(() => import("../features/course-detail/CourseDetailPage"), "CourseDetailPage"),
    // An address naming no course still opens the page, which sends the visitor to the list; a
    // link naming none goes to the list itself (written "undefined", it was a page of its own).
    // The id is read by the API's rule from its zod-free module: the schemas would add zod to
    // the home page, which carries this route.
    params: {
      parse: ({ id }): CourseParams => ({ id: rowIdOf(id) }),
      stringify: ({ id }: CourseParams) => ({ id: id === undefined ? "" : String(id) }),
    },
    loader: async ({ context, params: { id } }) => {
      if (id !== undefined) await pageReads(context, [queries.courses.one(id)]);
      // An unknown course is a 404 from the server; in the browser the page itself says it found
      // nothing, with its way back.
      const unknown = id === undefined ||
        (context.queryClient.getQueryState(queries.courses.one(id).queryKey)?.error as ApiError | null)?.status === 404;
      if (import.meta.env.SSR && unknown) throw notFound();
    },
    head: serverHead(PUBLIC.course),
    // Each course's page starts afresh.
    remountDeps: ({ params }) => params.id,
  });
  return [site.addChildren([
    page(PUBLIC.home, HomePage, {
      reads: homeReads,
    }),
    page(PUBLIC.about, lazyRouteComponent(() => import("../features/about/AboutPage"), "AboutPage"), {
      reads: () => [queries.about.get()],
    }),
    page(PUBLIC.courses, lazyRouteComponent(() => import("../features/courses/CoursesPage"), "CoursesPage"), {
      reads: () => [queries.courses.cards()],
    }),
    course,
    page(PUBLIC.gallery, lazyRouteComponent(() => import("../features/gallery/GalleryPage"), "GalleryPage"), {
      reads: () => [queries.gallery.all()],
      validateSearch: gallerySearch,
    }),
    page(PUBLIC.testimonials, lazyRouteComponent(() => import("../features/testimonials/TestimonialsPage"), "TestimonialsPage"), {
      reads: () => [queries.testimonials.all()],
    }),
    page(PUBLIC.contact, lazyRouteComponent(() => import("../features/contact/ContactPage"), "ContactPage")),
    page(PUBLIC.inquiry, lazyRouteComponent(() => import("../features/inquiry/InquiryPage"), "InquiryPage"), {
      reads: () => [queries.courses.cards()],
      validateSearch: inquirySearch,
    }),
    page(PUBLIC.privacy, lazyRouteComponent(() => import("../features/privacy/PrivacyPage"), "PrivacyPage"), {
      reads: () => [queries.privacy.get()],
    }),
  ])];
};
