import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import type { PublicCache } from "../cache/public-cache.ts";
import { matches } from "../cache/public-cache.ts";
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
interface Kept extends PageAnswer {
  version: number;
  storedAt: number;
  etag: string;
  /** Compressed on the first request that accepts each, then reused. */
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
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

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * The public pages served like files: each page is drawn, described and compressed once per
 * content version (`cache.contentVersion()`, moved on by any content write, settings save or
 * release switch on any replica), and later requests get those bytes without a database read.
 * (By hand over a Map: an LRU package would hold the entries, but the content version and the
 * per-encoding bytes are this module's either way.)
 */
export function keptPages(
  cache: Pick<PublicCache, "contentVersion" | "keptFor">,
  /** The site's origin for a request: its pages' heads hold absolute addresses. */
  origin: (c: Context) => string,
  bounds: KeptBounds = DEFAULT_BOUNDS,
): KeptPages {
  const pages = new Map<string, Kept>();
  let bytes = 0;
  const weight = (kept: Kept) => kept.body.length + (kept.gzip?.length ?? 0) + (kept.br?.length ?? 0);
  const remove = (key: string) => {
    const kept = pages.get(key);
    if (!kept) return;
    pages.delete(key);
    bytes -= weight(kept);
  };
  const store = (key: string, kept: Kept) => {
    remove(key);
    pages.set(key, kept);
    bytes += weight(kept);
    for (const oldest of pages.keys()) {
      if (pages.size <= bounds.pages && bytes <= bounds.bytes) break;
      remove(oldest);
    }
  };
  const fresh = (kept: Kept | undefined) =>
    kept && kept.version === cache.contentVersion() && Date.now() - kept.storedAt < cache.keptFor ? kept : undefined;

  return {
    async answer(c, address, make) {
      const request = c.req.raw.headers;
      const key = address.search || address.respelled ? undefined : `${origin(c)}${address.path}`;
      let kept = key === undefined ? undefined : fresh(pages.get(key));
      if (kept && !(await (kept.stillHolds?.() ?? true))) kept = undefined;
      if (kept && key !== undefined) {
        // Most recently used last.
        pages.delete(key);
        pages.set(key, kept);
      } else {
        const version = cache.contentVersion();
        const made = await make();
        if (made instanceof Response) return made;
        kept = { ...made, version, storedAt: Date.now(), etag: etagOf(made.body) };
        // A change that landed while it was made may not be in it: then it is not kept.
        if (key !== undefined && made.status === 200 && version === cache.contentVersion()) store(key, kept);
      }
      const stored = kept;
      return respond(request, kept, (added) => {
        if (key !== undefined && pages.get(key) === stored) bytes += added;
      });
    },
    size: () => ({ pages: pages.size, bytes }),
  };
}

/** `kept` as the request asks for it; `grew` is told the bytes of a compressed form made now. */
function respond(request: Headers, kept: Kept, grew: (bytes: number) => void): Response {
  const accepted = request.get("Accept-Encoding") ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  // Each encoding is its own representation, with its own ETag.
  const etag = encoding ? kept.etag.replace(/"$/, `-${encoding}"`) : kept.etag;
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=UTF-8",
    // The page is revalidated on every visit, which costs a 304 when nothing changed.
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ETag: etag,
  };
  if (kept.status === 200 && matches(request.get("If-None-Match") ?? undefined, etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding === "br") {
    if (!kept.br) {
      kept.br = new Uint8Array(brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      grew(kept.br.length);
    }
    return new Response(kept.br, { status: kept.status, headers: { ...headers, "Content-Encoding": "br" } });
  }
  if (encoding === "gzip") {
    if (!kept.gzip) {
      kept.gzip = new Uint8Array(gzipSync(kept.body));
      grew(kept.gzip.length);
    }
    return new Response(kept.gzip, { status: kept.status, headers: { ...headers, "Content-Encoding": "gzip" } });
  }
  return new Response(kept.body, { status: kept.status, headers });
}
