import { queries } from "@institute/api-client";

/** The home page shows 3 courses, the first 4 gallery images (8 at most, the rest on /gallery) and 3 testimonials cut at 150 characters. */
export const HOME_COURSES = 3;
export const HOME_GALLERY_SHOWN = 4;
export const HOME_GALLERY_MAX = 8;
export const HOME_TESTIMONIALS = 3;
export const HOME_TESTIMONIAL_MAX = 150;

/**
 * The home page's reads, one per section, each of what the section shows alone: its route's loader
 * starts them (the server's drawing hands them with the page) and its hash links wait for them.
 */
export const homeReads = () => [
  queries.sliders.all(),
  queries.home.get(),
  queries.courses.cards(HOME_COURSES),
  queries.gallery.first(HOME_GALLERY_MAX),
  queries.testimonials.first(HOME_TESTIMONIALS),
];
