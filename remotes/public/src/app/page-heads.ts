// What each public page says of itself in its head (title, description, preview, structured data),
// made on the server from the reads its route's loader holds: imported by the routes' `head` in
// the server's build only (the browser's pages set their title themselves, use-page-title.ts).
import { headRead, queries } from "@institute/api-client";
import type { AppRouteContext } from "@institute/federation";
import {
  breadcrumbs,
  courseData,
  DESCRIPTION_MAX,
  type HeadParts,
  type HeadSite,
  type HeadTags,
  headTags,
  pageHead,
  shorten,
  summary,
} from "@institute/page-head";
import { coursePath, galleryPage, galleryPages, galleryPath, PAGE_NAMES, pageTitle, PUBLIC, type PublicPath } from "@institute/routes";
import { HERO_SIZES, imageSrcSet, type PageContent, type Slider, uploadUrl } from "@institute/schemas";
import type { QueryClient } from "@tanstack/react-query";
import type { JSX } from "react";
import type { CourseParams } from "./routes";

/** What a route's `head` is given, as far as a page's head reads it (a course page's params; other pages have none). */
export interface HeadContext {
  match: { search: Record<string, unknown>; context: AppRouteContext };
  params: Partial<CourseParams>;
}

interface PageSite extends HeadSite {
  queryClient: QueryClient;
  /** The page's own number where one path has several (the gallery's), else 1. */
  pageNumber: number;
  params: Partial<CourseParams>;
}

/** The site's own picture, for pages without theirs: the first slide's, else the home page's. */
const sitePicture = (slides: Slider[], home: PageContent) => {
  const slide = slides[0]?.image;
  return slide ? uploadUrl("sliders", slide) : home.image ? uploadUrl("home", home.image) : undefined;
};
const readSitePicture = async (queryClient: QueryClient) =>
  sitePicture(
    ...await Promise.all([
      queryClient.ensureQueryData(headRead(queryClient, queries.sliders.all())),
      queryClient.ensureQueryData(headRead(queryClient, queries.home.get())),
    ]),
  );

// Enough titles to tell what is taught, few enough to leave the description room for the rest.
const COURSES_NAMED = 3;

type Described = Omit<HeadParts, "title"> & { title?: string };

/**
 * Each public page: what its description and preview show. A page without a title of its own is
 * titled with its name (PAGE_NAMES); one without a picture of its own is previewed with the site's.
 */
const PAGES: Record<PublicPath, (site: PageSite) => Promise<Described> | Described> = {
  [PUBLIC.home]: async ({ queryClient, settings }) => {
    const [slides, content] = await Promise.all([
      queryClient.ensureQueryData(queries.sliders.all()),
      queryClient.ensureQueryData(queries.home.get()),
    ]);
    const slide = slides[0]?.image;
    return {
      title: pageTitle(settings),
      description: settings.description || summary(content.content),
      image: sitePicture(slides, content),
      firstImage: slide ? { srcset: imageSrcSet("sliders", slide), sizes: HERO_SIZES } : undefined,
    };
  },
  [PUBLIC.course]: async ({ queryClient, settings, origin, params }) => {
    const course = await queryClient.ensureQueryData(queries.courses.one(params.id!));
    const url = `${origin}${coursePath(course.id)}`;
    // The trail the page shows above its title: the only page with one.
    const trail = [
      { name: "Home", path: PUBLIC.home },
      { name: PAGE_NAMES[PUBLIC.courses], path: PUBLIC.courses },
      { name: course.title, path: coursePath(course.id) },
    ];
    return {
      title: pageTitle(settings, course.title),
      description: summary(course.short_desc || course.full_desc) || course.tagline || `${course.title}, a course at ${settings.name}.`,
      canonical: coursePath(course.id),
      image: course.image ? uploadUrl("courses", course.image) : undefined,
      structured: [...courseData(course, settings, url), breadcrumbs(origin, trail)],
    };
  },
  [PUBLIC.about]: async ({ queryClient, settings }) => {
    const about = await queryClient.ensureQueryData(queries.about.get());
    return {
      description: summary(about.content) || settings.description,
      image: about.image ? uploadUrl("aboutus", about.image) : undefined,
    };
  },
  [PUBLIC.courses]: async ({ queryClient, settings: { name } }) => {
    const courses = await queryClient.ensureQueryData(queries.courses.cards());
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
  [PUBLIC.gallery]: async ({ queryClient, settings: { name }, pageNumber }) => {
    const photos = await queryClient.ensureQueryData(queries.gallery.all());
    return {
      description: photos.length ? `Photos from ${name}, ${photos.length} in all.` : `Photos from ${name}.`,
      image: photos[0] ? uploadUrl("gallery", photos[0].image) : undefined,
      // Each page is its own (search engines index paged lists page by page); one past the end
      // shows the last page, so it is the last page's.
      canonical: galleryPath(Math.min(pageNumber, galleryPages(photos.length))),
    };
  },
  [PUBLIC.testimonials]: async ({ queryClient, settings: { name } }) => {
    const testimonials = await queryClient.ensureQueryData(queries.testimonials.all());
    const lead = `What students say about ${name}`;
    const first = testimonials[0];
    return {
      // The first student's words, cut to fit, the quote closed either way.
      description: first ? `${shorten(`${lead}: “${first.content}`, DESCRIPTION_MAX - 1)}”` : `${lead}.`,
    };
  },
  [PUBLIC.contact]: ({ settings: { name, phone, email, address, hours } }) => {
    const ways = [phone && `call ${phone}`, email && `write to ${email}`, address && `visit us at ${address}`, hours && `open ${hours}`];
    const given = ways.filter(Boolean);
    return {
      description: given.length ? `Contact ${name}: ${given.join("; ")}.` : `Questions about a course, a batch or fees? Write to ${name}.`,
    };
  },
  [PUBLIC.inquiry]: ({ settings: { name } }) => ({
    description: `Ask ${name} about a course or a batch: send your question and how to reach you.`,
  }),
  [PUBLIC.privacy]: async ({ queryClient, settings: { name } }) => ({
    description: summary((await queryClient.ensureQueryData(queries.privacy.get())).content) ||
      `What ${name} stores about visitors and students, and why.`,
  }),
};

/** The head of the public page `path` (its route's path, as PUBLIC names it) in TanStack Router's terms. */
export async function headOf(path: PublicPath, { match, params }: HeadContext) {
  const { queryClient, origin } = match.context;
  const settings = await queryClient.ensureQueryData(queries.settings.get());
  const site = { settings, origin };
  const address = path === PUBLIC.course ? `/courses/${params.id}` : path;
  const pageNumber = path === PUBLIC.gallery ? galleryPage(match.search.page) : 1;
  const { title = pageTitle(settings, PAGE_NAMES[path]), image, ...own } = await PAGES[path]({ ...site, queryClient, pageNumber, params });
  const parts = { ...own, title, image: image ?? await readSitePicture(queryClient) };
  return routeHead(headTags(pageHead(site, address, parts), settings.name));
}

/**
 * A head as a route's `head()` answers it. The router's React types name a head's meta as <meta>'s
 * props, while the router also takes `title` and `script:ld+json` entries (router-core's
 * MetaDescriptor), which is what these are.
 */
const routeHead = ({ meta, links }: HeadTags) => ({ meta: meta as unknown as JSX.IntrinsicElements["meta"][], links });
