import type { SiteSettings } from "@institute/schemas";
import { shorten } from "./description.ts";
import { organization } from "./structured-data.ts";

/** What a page says of itself before any script runs: what link previews and crawlers read. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, when the page has a picture. */
  image?: string;
  /** Pages that are no one's search result: the portal, the console, an unknown course. */
  noindex?: boolean;
  /** JSON-LD objects (schema.org). */
  structured: object[];
  /** The largest picture of its first screen, fetched from the head, before any script asks for it. */
  firstImage?: { srcset: string; sizes: string };
}

/** A page's head as its page knows it: addresses as site paths, the description not yet cut to fit. */
export interface HeadParts extends Omit<PageHead, "canonical" | "structured"> {
  /** Its address where one path has several pages (the gallery's); the page's path otherwise. */
  canonical?: string;
  structured?: object[];
}

/** Where a head is made: the site as Settings describe it, at the address the request names. */
export interface HeadSite {
  settings: SiteSettings;
  origin: string;
}

/**
 * The head of the page at `path`: its addresses absolute at the site's, its description cut to
 * fit, and on every page a search may show, the institute's structured data first.
 */
export function pageHead({ settings, origin }: HeadSite, path: string, parts: HeadParts): PageHead {
  const { canonical = path, image, noindex, structured = [], description, ...rest } = parts;
  return {
    ...rest,
    description: shorten(description),
    canonical: `${origin}${canonical}`,
    image: image && `${origin}${image}`,
    noindex,
    structured: noindex ? [] : [organization(settings, origin), ...structured],
  };
}

/** A tag of a head in TanStack Router's terms (a route's `head()` answers them). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { "script:ld+json": object };

export interface LinkTag {
  rel: string;
  href?: string;
  as?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: "high";
}

export interface HeadTags {
  meta: MetaTag[];
  links: LinkTag[];
}

/** The tags of a head: its title, description, address or noindex, preview tags, structured data and first picture. */
export function headTags(head: PageHead, siteName: string): HeadTags {
  const named = (name: string, content: string | undefined): MetaTag[] => (content ? [{ name, content }] : []);
  const property = (key: string, content: string | undefined): MetaTag[] => (content ? [{ property: key, content }] : []);
  return {
    meta: [
      { title: head.title },
      ...named("description", head.description),
      ...named("robots", head.noindex ? "noindex" : undefined),
      ...property("og:type", "website"),
      ...property("og:site_name", siteName),
      ...property("og:title", head.title),
      ...property("og:description", head.description),
      ...property("og:url", head.canonical),
      ...property("og:image", head.image),
      ...named("twitter:card", head.image ? "summary_large_image" : "summary"),
      ...named("twitter:title", head.title),
      ...named("twitter:description", head.description),
      ...named("twitter:image", head.image),
      ...head.structured.map((data) => ({ "script:ld+json": data })),
    ],
    links: [
      ...(head.noindex ? [] : [{ rel: "canonical", href: head.canonical }]),
      ...(head.firstImage
        ? [{
          rel: "preload",
          as: "image",
          imageSrcSet: head.firstImage.srcset,
          imageSizes: head.firstImage.sizes,
          fetchPriority: "high" as const,
        }]
        : []),
    ],
  };
}
