import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import type { PublicCache } from "../cache/public-cache.ts";
import { type Held, held, heldBytes, send } from "../http/representations.ts";
import type { PageAddress } from "./canonical-path.ts";

/** A page's HTML and status, as the server makes it. */
export interface PageAnswer {
  status: number;
  body: string;
  /**
   * Whether what it was made from besides the public content still holds (the front ends' files,
   * which a deploy changes without a content write); asked on each request for the kept page.
   */
  stillHolds?: () => Promise<boolean>;
}

/** A page's finished answer, as made once for its content version. */
interface Kept {
  answer: Held;
  version: number;
  storedAt: number;
  stillHolds?: () => Promise<boolean>;
}

/** How many pages and bytes are kept; the least recently used go first. */
export interface KeptBounds {
  pages: number;
  bytes: number;
}
// The site's pages are a few dozen (one per course): the bounds hold against requests made to
// fill memory (another Host header per request, say), which then cost a drawing each, as before.
const DEFAULT_BOUNDS: KeptBounds = { pages: 500, bytes: 64 * 1024 * 1024 };

export interface KeptPages {
  /**
   * The page at `address` as kept while the public content is unchanged, or as `make` makes it
   * now (kept when it is a 200 at its own plain address: a query string, or another spelling,
   * is made each time); sent with a
   * strong ETag (304 to If-None-Match), brotli or gzip as the request accepts. A Response `make`
   * gives (a redirect) is sent as it is.
   */
  answer(c: Context, address: PageAddress, make: () => Promise<PageAnswer | Response>): Promise<Response>;
  /** What is held now. */
  size(): { pages: number; bytes: number };
}

/**
 * The public pages served like files: each page is drawn, described and compressed once per
 * content version (`cache.contentVersion()`, moved on by any content write, settings save or
 * release switch on any replica), and later requests get those bytes without a database read.
 */
export function keptPages(
  cache: Pick<PublicCache, "contentVersion" | "keptFor">,
  /** The site's origin for a request: its pages' heads hold absolute addresses. */
  origin: (c: Context) => string,
  bounds: KeptBounds = DEFAULT_BOUNDS,
): KeptPages {
  const pages = new LRUCache<string, Kept>({
    max: bounds.pages,
    maxSize: bounds.bytes,
    sizeCalculation: (kept) => Math.max(1, heldBytes(kept.answer)),
  });
  const fresh = (kept: Kept | undefined) =>
    kept && kept.version === cache.contentVersion() && Date.now() - kept.storedAt < cache.keptFor ? kept : undefined;

  return {
    async answer(c, address, make) {
      const key = address.search || address.respelled ? undefined : `${origin(c)}${address.path}`;
      let kept = key === undefined ? undefined : fresh(pages.get(key));
      if (kept && !(await (kept.stillHolds?.() ?? true))) kept = undefined;
      if (!kept) {
        const version = cache.contentVersion();
        const made = await make();
        if (made instanceof Response) return made;
        kept = { answer: held(made.body, made.status), version, storedAt: Date.now(), stillHolds: made.stillHolds };
        // A change that landed while it was made may not be in it: then it is not kept.
        if (key !== undefined && made.status === 200 && version === cache.contentVersion()) pages.set(key, kept);
      }
      return sendPage(c.req.raw.headers, kept.answer);
    },
    size: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}

/** A page's answer as the request asks for it: brotli or gzip, 304 to its ETag. */
export const sendPage = (request: Headers, answer: Held) =>
  send(request, answer, { contentType: "text/html; charset=UTF-8", encodings: ["br", "gzip"] });
