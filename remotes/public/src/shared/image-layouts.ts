import { HERO_SIZES } from "@institute/schemas";

/**
 * How each kind of picture sits on the public pages: the widths it is drawn at (`sizes`, so the
 * browser picks the copy of that width) and its box (width and height keep its space while it loads).
 */
export const IMAGE_LAYOUTS = {
  /** The home page's slides, across the page. */
  hero: { sizes: HERO_SIZES, width: 1200, height: 300 },
  /** Beside a text (/about, the home page's about section). */
  split: { sizes: "(max-width: 700px) 100vw, 40vw", width: 800, height: 500, className: "pub-split-image" },
  /** A course page's own picture. */
  course: { sizes: "(max-width: 48rem) 100vw, 600px", width: 600, height: 400, className: "pub-course-image" },
  /** A course card in a grid. */
  card: { sizes: "(max-width: 600px) 100vw, 24rem", width: 600, height: 400, className: "pub-card-image" },
  /** A gallery thumbnail. */
  tile: { sizes: "(max-width: 600px) 50vw, 18rem", width: 480, height: 320 },
  /** A gallery photo opened large. */
  lightbox: { sizes: "(max-width: 60rem) 100vw, 60rem", width: 960, height: 640 },
  /** A testimonial's portrait. */
  portrait: { sizes: "64px", width: 64, height: 64 },
} as const;
