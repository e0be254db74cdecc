import { ADMIN, coursePath, normalizePath, PAGE_NAMES, pageTitle, PORTAL, PUBLIC } from "@institute/routes";
import {
  about as aboutRoutes,
  courses as courseRoutes,
  gallery as galleryRoutes,
  home as homeRoutes,
  settings as settingsRoutes,
  sliders as sliderRoutes,
  testimonials as testimonialRoutes,
} from "@institute/api-contract";
import { HERO_SIZES, imageSrcSet, type SiteSettings, uploadUrl } from "@institute/schemas";
import type { Context } from "hono";
import { aboutQueries } from "../about/queries.ts";
import { findCourse, listCourses } from "../courses/queries.ts";
import type { Deps } from "../deps.ts";
import { homeQueries } from "../home/queries.ts";
import { listGallery } from "../gallery/queries.ts";
import { getSettings } from "../settings/queries.ts";
import { listSliders } from "../sliders/queries.ts";
import { listTestimonials } from "../testimonials/queries.ts";
import { breadcrumbs, courseData, organization, type PageHead, summary } from "./page-head.ts";
import type { RemoteName } from "./remote-preloads.ts";

/** A page of the shell as the server answers it: its status, its head, and the public reads it starts with. */
export interface ShellPage {
  status: 200 | 404;
  head: PageHead;
  settings: SiteSettings;
  /**
   * The API's answers its first screen draws, by their paths: the settings everywhere, and each
   * public page's own (the slides and text of the home page, the course of a course page, ...).
   */
  data: Record<string, unknown>;
  /** The largest picture of its first screen, fetched from the head, before any script asks for it. */
  firstImage?: { srcset: string; sizes: string };
  /** The remote that draws the page: its modules are named in the head (remote-preloads.ts). */
  remote?: RemoteName;
}

type PageDeps = Pick<Deps, "sql" | "config" | "cache">;

/** The site's address for absolute links: PUBLIC_URL, or the request's own origin. */
export const siteOrigin = (deps: Pick<Deps, "config">, c: Context) => deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;

// Pages no search should show: the portal's and the console's.
const PORTAL_PAGES = new Set<string>(Object.values(PORTAL));
const ADMIN_PAGES = new Set<string>(Object.values(ADMIN));
const COURSE = /^\/courses\/([1-9]\d{0,9})$/;

/**
 * Describes each URL of the shell: title, description, image, structured data. Pages that exist are
 * kept by the public cache until content changes; unknown paths are made each time, so requests for
 * made-up paths cannot take its room.
 */
export const describePage = (deps: PageDeps) => (c: Context): Promise<ShellPage> => {
  const origin = siteOrigin(deps, c);
  const path = normalizePath(c.req.path);
  return deps.cache.remember(`page ${origin}${path}`, () => describe(deps, origin, path), (page) => page.status === 200);
};

/** The list a public page shows whole on its first screen, by the API path it is read from. */
const LISTS: Record<string, [string, (sql: PageDeps["sql"]) => Promise<unknown>]> = {
  [PUBLIC.courses]: [courseRoutes.routes.list.path, listCourses],
  [PUBLIC.gallery]: [galleryRoutes.routes.list.path, listGallery],
  [PUBLIC.testimonials]: [testimonialRoutes.routes.list.path, listTestimonials],
};

async function listOf(deps: PageDeps, path: string): Promise<Record<string, unknown>> {
  const list = LISTS[path];
  return list ? { [list[0]]: await list[1](deps.sql) } : {};
}

async function describe(deps: PageDeps, origin: string, path: string): Promise<ShellPage> {
  const { updated_at: _, ...settings } = await getSettings(deps.sql);
  const absolute = (url: string) => `${origin}${url}`;
  const titled = (name: string) => pageTitle(settings, name);
  const page = (
    head: Omit<PageHead, "canonical" | "structured"> & Partial<PageHead>,
    status: 200 | 404 = 200,
    remote: RemoteName | undefined = status === 200 ? "public" : undefined,
    more: Pick<ShellPage, "data" | "firstImage"> = { data: {} },
  ): ShellPage => ({
    status,
    settings,
    remote,
    ...more,
    data: { [settingsRoutes.routes.get.path]: settings, ...more.data },
    head: {
      canonical: absolute(path),
      ...head,
      structured: head.noindex ? [] : [organization(settings, origin), ...(head.structured ?? [])],
    },
  });
  const home = { name: "Home", path: PUBLIC.home };

  if (path === PUBLIC.home) {
    const [slides, content] = await Promise.all([listSliders(deps.sql), homeQueries.get(deps.sql)]);
    const slide = slides[0]?.image;
    const image = slide ? uploadUrl("sliders", slide) : content.image ? uploadUrl("home", content.image) : undefined;
    return page(
      {
        title: pageTitle(settings),
        description: settings.description || summary(content.content),
        image: image && absolute(image),
      },
      200,
      "public",
      {
        data: { [sliderRoutes.routes.list.path]: slides, [homeRoutes.routes.get.path]: content },
        firstImage: slide ? { srcset: imageSrcSet("sliders", slide), sizes: HERO_SIZES } : undefined,
      },
    );
  }
  if (path === PUBLIC.about) {
    const about = await aboutQueries.get(deps.sql);
    return page(
      {
        title: titled(PAGE_NAMES[PUBLIC.about]),
        description: summary(about.content) || settings.description,
        image: about.image ? absolute(uploadUrl("aboutus", about.image)) : undefined,
        structured: [breadcrumbs(origin, [home, { name: "About", path }])],
      },
      200,
      "public",
      { data: { [aboutRoutes.routes.get.path]: about } },
    );
  }
  const course = COURSE.exec(path);
  if (course) {
    const found = await findCourse(deps.sql, Number(course[1]));
    if (!found) return page({ title: titled("Course not found"), description: settings.description, noindex: true }, 404);
    const url = absolute(coursePath(found.id));
    const data = { [courseRoutes.routes.get.path.replace("{id}", String(found.id))]: found };
    return page(
      {
        title: titled(found.title),
        description: summary(found.short_desc || found.full_desc) || found.tagline || settings.description,
        canonical: url,
        image: found.image ? absolute(uploadUrl("courses", found.image)) : undefined,
        structured: [
          ...courseData(found, settings, url),
          breadcrumbs(origin, [home, { name: "Courses", path: PUBLIC.courses }, { name: found.title, path: coursePath(found.id) }]),
        ],
      },
      200,
      "public",
      { data },
    );
  }
  if (PORTAL_PAGES.has(path) || ADMIN_PAGES.has(path)) {
    const remote = PORTAL_PAGES.has(path) ? "portal" : "admin";
    return page({ title: titled(PAGE_NAMES[path]), description: settings.description, noindex: true }, 200, remote);
  }
  if (PAGE_NAMES[path]) {
    return page(
      {
        title: titled(PAGE_NAMES[path]),
        description: settings.description,
        structured: [breadcrumbs(origin, [home, { name: PAGE_NAMES[path], path }])],
      },
      200,
      "public",
      { data: await listOf(deps, path) },
    );
  }
  return page({ title: titled("Page not found"), description: settings.description, noindex: true }, 404);
}
