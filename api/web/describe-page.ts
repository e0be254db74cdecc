import { ADMIN, coursePath, galleryPage, galleryPages, galleryPath, PAGE_NAMES, pageTitle, PORTAL, PUBLIC } from "@institute/routes";
import { HERO_SIZES, Id, imageSrcSet, type PageContent, type SiteSettings, type Slider, uploadUrl } from "@institute/schemas";
import type { Context } from "hono";
import { aboutQueries } from "../about/queries.ts";
import { findCourse, listCourses } from "../courses/queries.ts";
import type { Deps } from "../deps.ts";
import { homeQueries } from "../home/queries.ts";
import { listGallery } from "../gallery/queries.ts";
import { siteOrigin } from "../http/client-address.ts";
import { getSettings } from "../settings/queries.ts";
import { getPrivacyNotice } from "../privacy/queries.ts";
import { listSliders } from "../sliders/queries.ts";
import { listTestimonials } from "../testimonials/queries.ts";
import { breadcrumbs, courseData, DESCRIPTION_MAX, organization, type PageHead, shorten, summary } from "./page-head.ts";
import type { RemoteName } from "@institute/routes";
import type { PageAddress } from "./canonical-path.ts";

/** A page of the shell as the server answers it: its status and its head. */
export interface ShellPage {
  status: 200 | 404;
  head: PageHead;
  settings: SiteSettings;
  /** The largest picture of its first screen, fetched from the head, before any script asks for it. */
  firstImage?: { srcset: string; sizes: string };
  /** The remote that draws the page: its modules are named in the head (remote-preloads.ts). */
  remote?: RemoteName;
}

/** A page asked for at another address than its own: answered with a permanent redirect to it. */
export interface MovedPage {
  status: 301;
  location: string;
}

type PageDeps = Pick<Deps, "sql" | "config" | "cache">;

// Pages no search should show: the portal's and the console's.
const PORTAL_PAGES = new Set<string>(Object.values(PORTAL));
const ADMIN_PAGES = new Set<string>(Object.values(ADMIN));
// A course's number, after any zeros written before it: /courses/007 is course 7's page.
const COURSE = /^\/courses\/(0*)([1-9]\d{0,9})$/;
/** The course a path names (`/courses/7`, also written `/courses/007`), when its number can be a row's. */
const courseIn = (path: string) => {
  const match = COURSE.exec(path);
  const id = match ? Id.safeParse(match[2]) : undefined;
  return match && id?.success ? { id: id.data, padded: match[1] !== "" } : undefined;
};

/**
 * Describes each URL of the shell: title, description, image, structured data. Pages that exist are
 * kept by the public cache until content changes, each at its own address only; other addresses
 * (unknown paths, a gallery page past the end) are made each time, so requests for made-up ones
 * cannot take its room. The gallery's `page` is the only part of a query that changes a page; any
 * other query names the same page.
 */
export const describePage =
  (deps: PageDeps) => async (c: Context, { path, search, query }: PageAddress): Promise<ShellPage | MovedPage> => {
    const course = courseIn(path);
    if (course?.padded) return { status: 301, location: `${coursePath(course.id)}${search}` };
    const pageNumber = path === PUBLIC.gallery ? galleryPage(query.get("page") ?? undefined) : 1;
    const address = path === PUBLIC.gallery ? galleryPath(pageNumber) : path;
    const page = await deps.cache.remember(
      `page ${address}`,
      () => describe(deps, ORIGIN, path, pageNumber),
      (page) => page.status === 200 && page.head.canonical === `${ORIGIN}${address}`,
    );
    return atOrigin(page, siteOrigin(deps, c));
  };

// Heads are kept with this in place of the site's origin, filled in per request: keyed by origin,
// each made-up Host header (the request's origin is the default) would take the cache's room.
// PostgreSQL text cannot hold NUL, so no admin-entered text contains it.
const ORIGIN = "\u0000origin\u0000";

/** The page with its head's absolute addresses at `origin` (the rest of the page holds site paths only). */
const atOrigin = (page: ShellPage, origin: string): ShellPage => ({
  ...page,
  head: JSON.parse(JSON.stringify(page.head).replaceAll(JSON.stringify(ORIGIN).slice(1, -1), JSON.stringify(origin).slice(1, -1))),
});

/** The site's own picture, for pages without theirs: the first slide's, else the home page's. */
const sitePicture = (slides: Slider[], home: PageContent) => {
  const slide = slides[0]?.image;
  return slide ? uploadUrl("sliders", slide) : home.image ? uploadUrl("home", home.image) : undefined;
};
const loadSitePicture = async (sql: PageDeps["sql"]) => sitePicture(...await Promise.all([listSliders(sql), homeQueries.get(sql)]));

/** What a public page with a fixed name says of itself, made from its content. */
interface Described {
  description: string;
  /** Its own picture (a site path); the site's otherwise. */
  image?: string;
  /** Its address (a site path), where one path has several pages: the gallery's. */
  canonical?: string;
}
type NamedPage = Exclude<(typeof PUBLIC)[keyof typeof PUBLIC], typeof PUBLIC.home | typeof PUBLIC.course>;

// Enough titles to tell what is taught, few enough to leave the description room for the rest.
const COURSES_NAMED = 3;

/**
 * Each public page with a fixed name: what its description and preview show. `pageNumber` is the
 * gallery's page the address names (1 elsewhere).
 */
const NAMED_PAGES: Record<
  NamedPage,
  (sql: PageDeps["sql"], settings: SiteSettings, pageNumber: number) => Described | Promise<Described>
> = {
  [PUBLIC.about]: async (sql, settings) => {
    const about = await aboutQueries.get(sql);
    return {
      description: summary(about.content) || settings.description,
      image: about.image ? uploadUrl("aboutus", about.image) : undefined,
    };
  },
  [PUBLIC.courses]: async (sql, { name }) => {
    const courses = await listCourses(sql);
    const titles = courses.slice(0, COURSES_NAMED).map((course) => course.title).join(", ");
    const more = courses.length > COURSES_NAMED ? " and more" : "";
    const pictured = courses.find((course) => course.image)?.image;
    return {
      description: courses.length
        ? `Courses at ${name}: ${titles}${more}. See each one's curriculum, batches and FAQs.`
        : `Courses at ${name}.`,
      image: pictured ? uploadUrl("courses", pictured) : undefined,
    };
  },
  [PUBLIC.gallery]: async (sql, { name }, pageNumber) => {
    const photos = await listGallery(sql);
    return {
      description: photos.length ? `Photos from ${name}, ${photos.length} in all.` : `Photos from ${name}.`,
      image: photos[0] ? uploadUrl("gallery", photos[0].image) : undefined,
      // Each page is its own (search engines index paged lists page by page); one past the end
      // shows the last page, so it is the last page's.
      canonical: galleryPath(Math.min(pageNumber, galleryPages(photos.length))),
    };
  },
  [PUBLIC.testimonials]: async (sql, { name }) => {
    const testimonials = await listTestimonials(sql);
    const lead = `What students say about ${name}`;
    const first = testimonials[0];
    return {
      // The first student's words, cut to fit, the quote closed either way.
      description: first ? `${shorten(`${lead}: “${first.content}`, DESCRIPTION_MAX - 1)}”` : `${lead}.`,
    };
  },
  [PUBLIC.contact]: (_, { name, phone, email, address, hours }) => {
    const ways = [phone && `call ${phone}`, email && `write to ${email}`, address && `visit us at ${address}`, hours && `open ${hours}`];
    const given = ways.filter(Boolean);
    return {
      description: given.length ? `Contact ${name}: ${given.join("; ")}.` : `Questions about a course, a batch or fees? Write to ${name}.`,
    };
  },
  [PUBLIC.inquiry]: (_, { name }) => ({
    description: `Ask ${name} about a course or a batch: send your question and how to reach you.`,
  }),
  [PUBLIC.privacy]: async (sql, { name }) => ({
    description: summary((await getPrivacyNotice(sql)).content) || `What ${name} stores about visitors and students, and why.`,
  }),
};

async function describe(deps: PageDeps, origin: string, path: string, pageNumber: number): Promise<ShellPage> {
  const { updated_at: _, ...settings } = await getSettings(deps.sql);
  const absolute = (url: string) => `${origin}${url}`;
  const titled = (name: string) => pageTitle(settings, name);
  // A page without a picture of its own is previewed with the site's.
  const pictured = async (own: string | undefined) => {
    const image = own ?? await loadSitePicture(deps.sql);
    return image && absolute(image);
  };
  const page = (
    head: Omit<PageHead, "canonical" | "structured"> & Partial<PageHead>,
    status: 200 | 404 = 200,
    remote: RemoteName | undefined = status === 200 ? "public" : undefined,
    firstImage?: ShellPage["firstImage"],
  ): ShellPage => ({
    status,
    settings,
    remote,
    firstImage,
    head: {
      canonical: absolute(path),
      ...head,
      description: shorten(head.description),
      structured: head.noindex ? [] : [organization(settings, origin), ...(head.structured ?? [])],
    },
  });

  if (path === PUBLIC.home) {
    const [slides, content] = await Promise.all([listSliders(deps.sql), homeQueries.get(deps.sql)]);
    const slide = slides[0]?.image;
    const image = sitePicture(slides, content);
    return page(
      {
        title: pageTitle(settings),
        description: settings.description || summary(content.content),
        image: image && absolute(image),
      },
      200,
      "public",
      slide ? { srcset: imageSrcSet("sliders", slide), sizes: HERO_SIZES } : undefined,
    );
  }
  const course = courseIn(path);
  if (course) {
    const found = await findCourse(deps.sql, course.id);
    if (!found) return page({ title: titled("Course not found"), description: settings.description, noindex: true }, 404);
    const url = absolute(coursePath(found.id));
    // The trail the page shows above its title: the only page with one.
    const trail = [
      { name: "Home", path: PUBLIC.home },
      { name: PAGE_NAMES[PUBLIC.courses], path: PUBLIC.courses },
      { name: found.title, path: coursePath(found.id) },
    ];
    return page(
      {
        title: titled(found.title),
        description: summary(found.short_desc || found.full_desc) || found.tagline ||
          `${found.title}, a course at ${settings.name}.`,
        canonical: url,
        image: await pictured(found.image ? uploadUrl("courses", found.image) : undefined),
        structured: [...courseData(found, settings, url), breadcrumbs(origin, trail)],
      },
    );
  }
  if (PORTAL_PAGES.has(path) || ADMIN_PAGES.has(path)) {
    const remote = PORTAL_PAGES.has(path) ? "portal" : "admin";
    return page({ title: titled(PAGE_NAMES[path]), description: settings.description, noindex: true }, 200, remote);
  }
  if (Object.hasOwn(NAMED_PAGES, path)) {
    const { description, image, canonical } = await NAMED_PAGES[path as NamedPage](deps.sql, settings, pageNumber);
    return page({ title: titled(PAGE_NAMES[path]), description, image: await pictured(image), canonical: absolute(canonical ?? path) });
  }
  return page({ title: titled("Page not found"), description: settings.description, noindex: true }, 404);
}
