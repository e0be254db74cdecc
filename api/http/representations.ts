import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A text answer as it is kept between requests: its strong ETag, and each compressed form once made. */
export interface Held {
  status: number;
  body: string;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

export type Encoding = "br" | "gzip";

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** `body` as an answer to keep, with its ETag. */
export const held = (body: string, status = 200): Held => ({ status, body, etag: etagOf(body) });

/** The room a held answer may take: its text and, once asked for, its compressed forms (smaller than the text). */
export const heldBytes = (answer: Held) => answer.body.length * 2;

/** Whether an If-None-Match header names this ETag (`*`, or the same tag weak or strong: RFC 9110's weak comparison). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(etag));
}

// Each encoding is its own representation, with its own ETag (as the front ends' files have).
const SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz" };
const ACCEPTS: Record<Encoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };
const COMPRESS: Record<Encoding, (body: string) => Uint8Array<ArrayBuffer>> = {
  // Quality 9 of 11: a page is compressed on a request, once per content version.
  br: (body) => new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
  gzip: (body) => new Uint8Array(gzipSync(body)),
};

/**
 * Which representation of an answer whose identity is `etag` a request gets: the first of
 * `offered` it accepts (none: the identity), that representation's own ETag, and whether the
 * request's If-None-Match already names it (a 304). Every answer with an ETag, held text or a
 * file of the builds, is negotiated here.
 */
export function negotiate(request: Headers, etag: string, offered: readonly Encoding[]) {
  const accepted = request.get("Accept-Encoding") ?? "";
  const encoding: Encoding | undefined = offered.find((e) => ACCEPTS[e].test(accepted));
  const own = encoding ? etag.replace(/"$/, `${SUFFIX[encoding]}"`) : etag;
  return { encoding, etag: own, notModified: matches(request.get("If-None-Match") ?? undefined, own) };
}

/**
 * How a public answer (a page, a public read) may be kept. A browser revalidates it on every use
 * (max-age=0: a 304 at most). A shared cache (compose's nginx) keeps it a second, so an edit shows
 * within two, and, while the API cannot be reached, answers with it for a week: the site stays
 * readable through a deploy or an outage. No stale-while-revalidate: browsers honour it, and the
 * console's list read again just after a write would show the list from before it.
 * An answer to a request with a token is `no-store` whatever this says (no-store.ts).
 */
export const SHARED_CACHE = "public, max-age=0, s-maxage=1, stale-if-error=604800";

export interface SendOptions {
  contentType: string;
  /** The encodings offered, the preferred first. */
  encodings: readonly Encoding[];
  /** Below this a compressed answer saves too little to be worth the header. */
  compressFrom?: number;
  headers?: Record<string, string>;
}

/**
 * `answer` as the request asks for it: 304 when If-None-Match names its ETag (a 200 only), else
 * its body in the first offered encoding the request accepts, compressed on the first request
 * that asks and kept in `answer`. Kept by shared caches as SHARED_CACHE says.
 */
export function send(request: Headers, answer: Held, { contentType, encodings, compressFrom = 0, headers = {} }: SendOptions): Response {
  const { encoding, etag, notModified } = negotiate(request, answer.etag, answer.body.length < compressFrom ? [] : encodings);
  const all = { "Content-Type": contentType, ETag: etag, "Cache-Control": SHARED_CACHE, Vary: "Accept-Encoding", ...headers };
  if (answer.status === 200 && notModified) return new Response(null, { status: 304, headers: all });
  if (!encoding) return new Response(answer.body, { status: answer.status, headers: all });
  const bytes = answer[encoding] ??= COMPRESS[encoding](answer.body);
  return new Response(bytes, { status: answer.status, headers: { ...all, "Content-Encoding": encoding } });
}
