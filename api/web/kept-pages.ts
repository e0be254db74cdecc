import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import type { PublicCache } from "../cache/public-cache.ts";
import { type Held, held, heldBytes, send } from "../http/representations.ts";
import type { Logger } from "../logger.ts";
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
  /**
   * What the page is made from apart from when its reads were answered (a digest; they carry their
   * times): a page made anew from the same keeps the bytes and ETag sent before, so a visitor's
   * copy and nginx's still revalidate with a 304 after the safety net's making.
   */
  drawing?: string;
}

/** A page's finished answer, as made once for its content version. */
interface Kept {
  answer: Held;
  drawing?: string;
  version: number;
  /** When it is made anew even with no change seen: the cache's safety net, or a retry. */
  remakeAt: number;
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
// Pages at an address with a query (a gallery page, a campaign's link) are kept apart, in fewer:
// anyone can make up queries, and a flood of them must not push the plain pages out. Each is kept
// under its query as sent, the string it is drawn from: two spellings of one query are two pages.
const QUERY_BOUNDS: KeptBounds = { pages: 100, bytes: 16 * 1024 * 1024 };
const RETRY_MS = 5_000;

export interface KeptPages {
  /**
   * The page at `address` as kept while the public content is unchanged, or as `make` makes it
   * now (kept when it is a 200 at its own spelling of its path: under its query as sent too, apart
   * from the plain addresses); sent with a strong ETag (304 to If-None-Match), brotli or gzip as
   * the request accepts. A Response `make` gives (a redirect) is sent as it is.
   */
  answer(c: Context, address: PageAddress, make: () => Promise<PageAnswer | Response>): Promise<Response>;
  /** What is held now: the plain addresses' pages, and apart those with a query. */
  size(): { pages: number; bytes: number; queried: { pages: number; bytes: number } };
}

export interface KeptPagesOptions {
  /** The site's origin for a request: its pages' heads hold absolute addresses. */
  origin: (c: Context) => string;
  /** Where a page made anew behind a kept one says it failed: no request is there to answer. */
  log: Pick<Logger, "error">;
  bounds?: KeptBounds;
  queryBounds?: KeptBounds;
}

/**
 * The public pages served like files: each page is drawn, described and compressed once per
 * content version (`cache.contentVersion()`, moved on by any content write, settings save or
 * release switch on any replica), and later requests get those bytes without a database read.
 */
export function keptPages(
  cache: Pick<PublicCache, "contentVersion" | "keptFor">,
  { origin, log, bounds = DEFAULT_BOUNDS, queryBounds = QUERY_BOUNDS }: KeptPagesOptions,
): KeptPages {
  const store = ({ pages, bytes }: KeptBounds) =>
    new LRUCache<string, Kept>({ max: pages, maxSize: bytes, sizeCalculation: (kept) => Math.max(1, heldBytes(kept.answer)) });
  const pages = store(bounds);
  const queried = store(queryBounds);
  const current = (kept: Kept | undefined) => (kept?.version === cache.contentVersion() ? kept : undefined);
  // The pages being made, by content version and key: a request for one waits for that making and
  // sends its answer, so a page is drawn once per content version however many ask at once (after
  // a change, each visitor's request would otherwise draw it). Null: the making failed or answered
  // with a response of its own request (a redirect); the waiting request makes its own.
  const making = new Map<string, Promise<Kept | null>>();
  const flight = (key: string, version = cache.contentVersion()) => `${version}\u0000${key}`;

  const makeKept = (key: string | undefined, shelf: typeof pages, make: () => Promise<PageAnswer | Response>, previous?: Kept) => {
    const version = cache.contentVersion();
    const made = (async () => {
      const page = await make();
      if (page instanceof Response) return page;
      const same = page.drawing !== undefined && page.drawing === previous?.drawing && page.status === previous.answer.status;
      const kept: Kept = {
        answer: same ? previous.answer : held(page.body, page.status),
        drawing: page.drawing,
        version,
        remakeAt: Date.now() + cache.keptFor,
        stillHolds: page.stillHolds,
      };
      // A change that landed while it was made may not be in it: then it is not kept.
      if (key !== undefined && page.status === 200 && version === cache.contentVersion()) shelf.set(key, kept);
      return kept;
    })();
    if (key !== undefined) {
      const name = flight(key, version);
      const shared = made.then((page) => (page instanceof Response ? null : page), () => null);
      making.set(name, shared);
      void shared.then(() => making.delete(name));
    }
    return made;
  };

  return {
    async answer(c, address, make) {
      const key = address.respelled ? undefined : `${origin(c)}${address.path}${address.search}`;
      const shelf = address.search ? queried : pages;
      let kept = key === undefined ? undefined : current(shelf.get(key));
      if (kept && !(await (kept.stillHolds?.() ?? true))) kept = undefined;
      // Past the cache's safety net (`keptFor`: a change whose notice was lost) with no change seen,
      // a page is still sent while it is made anew behind it: no visitor waits for that drawing, and
      // what it would have missed shows from the next request on (a page now missing or moved is no
      // longer kept: the next request makes it). A making that fails (the database away) is tried
      // again after a while, not by every request meanwhile, each with its error logged.
      if (kept && key !== undefined && Date.now() >= kept.remakeAt && !making.has(flight(key))) {
        const aged = kept;
        makeKept(key, shelf, make, aged).then(
          () => shelf.get(key) === aged && shelf.delete(key),
          (error) => {
            aged.remakeAt = Date.now() + RETRY_MS;
            log.error("a kept page could not be made anew; the one kept is sent meanwhile", { path: address.path, error });
          },
        );
      }
      // Looked up and joined, or started, with no await between: two requests never both start it.
      const pending = kept || key === undefined ? undefined : making.get(flight(key));
      if (pending) kept = (await pending) ?? undefined;
      if (!kept) {
        const made = await makeKept(key, shelf, make);
        if (made instanceof Response) return made;
        kept = made;
      }
      return sendPage(c.req.raw.headers, kept.answer);
    },
    size: () => ({
      pages: pages.size,
      bytes: pages.calculatedSize,
      queried: { pages: queried.size, bytes: queried.calculatedSize },
    }),
  };
}

/** A page's answer as the request asks for it: brotli or gzip, 304 to its ETag. */
export const sendPage = (request: Headers, answer: Held) =>
  send(request, answer, { contentType: "text/html; charset=UTF-8", encodings: ["br", "gzip"] });
