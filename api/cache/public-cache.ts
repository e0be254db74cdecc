import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../logger.ts";

/** The PostgreSQL channel of content changes between replicas. */
export const CHANGE_CHANNEL = "content_changed";
// The tag of what `remember` keeps: it depends on every tag, so dropping any drops it.
const REMEMBERED = "\0remembered";
// A safety net, not the mechanism: if change notifications are lost (the listening
// connection dropped between two replicas), no answer outlives this.
const MAX_AGE_MS = 60_000;

interface Entry {
  body: string;
  etag: string;
  storedAt: number;
  /** Compressed on the first request that accepts gzip, then reused. */
  gzip?: Uint8Array<ArrayBuffer>;
}

// Below this a compressed answer saves too little to be worth the header.
const GZIP_MIN_BYTES = 1024;

/** How much the cache may hold; the least recently used entries go first. */
export interface CacheBounds {
  entries: number;
  bytes: number;
}
// The public reads are a handful of lists and one page per course: far below either bound
// in practice. The bounds hold against requests made to fill memory (paths like
// /api/courses/0001, /api/courses/00001, ... name the same course).
const DEFAULT_BOUNDS: CacheBounds = { entries: 1_000, bytes: 64 * 1024 * 1024 };

export interface PublicCache {
  /** For public GET routes: answers from memory with an ETag, 304 on If-None-Match. */
  read(tag: string): MiddlewareHandler;
  /** For write routes: after a successful answer, every replica drops what `tags` cached. */
  writes(...tags: string[]): MiddlewareHandler;
  /**
   * For values made from several public reads (a page's head): `load`'s result is kept under `key`
   * until any public content changes, and no longer than a cached read; only if `keep` says so.
   */
  remember<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  invalidate(tag: string): Promise<void>;
  /**
   * The version of the public content (settings and active releases included), moved on by every
   * change on any replica: what is made from it is kept while this stays, and no longer than a
   * cached read (`keptFor`).
   */
  contentVersion(): number;
  /** How long anything made from public content may be kept, changes or not (the safety net above). */
  keptFor: number;
  /** What is held now. */
  size(): { entries: number; bytes: number };
  close(): Promise<void>;
}

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}

/**
 * In-memory cache of public JSON reads, invalidated by writes on any API replica through
 * PostgreSQL LISTEN/NOTIFY. (The embedded database does not deliver notifications between
 * connections, but it also serves one process only, where the local invalidation suffices.)
 * Entries are keyed by tag and path: no public read depends on the query string, so
 * `?x=1`, `?x=2`, ... cannot each take room.
 */
export async function createPublicCache(sql: Sql, log: Logger, bounds: CacheBounds = DEFAULT_BOUNDS): Promise<PublicCache> {
  const entries = new Lru(bounds);
  const generations = new Map<string, number>();
  const drop = (tag: string) => {
    for (const t of [tag, REMEMBERED]) {
      entries.dropTag(t);
      generations.set(t, (generations.get(t) ?? 0) + 1);
    }
  };
  const dropAll = () => [...new Set([...entries.tags(), ...generations.keys()])].forEach(drop);

  // Each process drops its own entries at once when it writes; its own notification, which
  // arrives later, must not also drop what was cached after the write.
  const instance = crypto.randomUUID();
  const subscription = await sql
    .listen(CHANGE_CHANNEL, (payload) => {
      const [from, tag] = payload.split(":", 2);
      if (from !== instance && tag) drop(tag);
    }, () => dropAll())
    .catch((e) => {
      log.warn("content change notifications unavailable; cache entries expire after 60 s", { error: String(e) });
      return null;
    });

  return {
    read: (tag) =>
      createMiddleware(async (c, next) => {
        const key = c.req.path;
        const hit = entries.get(tag, key);
        if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) return respond(c.req.raw.headers, hit, "hit");
        const generation = generations.get(tag) ?? 0;
        await next();
        if (c.res.status !== 200 || !c.res.headers.get("Content-Type")?.startsWith("application/json")) return;
        const body = await c.res.clone().text();
        const entry = { body, etag: etagOf(body), storedAt: Date.now() };
        // A write that landed while this read ran may not be in `body`: then it is not kept.
        if ((generations.get(tag) ?? 0) === generation) entries.set(tag, key, entry);
        c.res = respond(c.req.raw.headers, entry, "miss");
      }),
    writes: (...tags) =>
      createMiddleware(async (c, next) => {
        await next();
        if (c.req.method !== "GET" && c.res.status < 400) await Promise.all(tags.map((t) => invalidate(t)));
      }),
    async remember(key, load, keep = () => true) {
      const hit = entries.get(REMEMBERED, key);
      if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) return JSON.parse(hit.body);
      const generation = generations.get(REMEMBERED) ?? 0;
      const value = await load();
      if (keep(value) && (generations.get(REMEMBERED) ?? 0) === generation) {
        entries.set(REMEMBERED, key, { body: JSON.stringify(value), etag: "", storedAt: Date.now() });
      }
      return value;
    },
    invalidate,
    contentVersion: () => generations.get(REMEMBERED) ?? 0,
    keptFor: MAX_AGE_MS,
    size: () => ({ entries: entries.count, bytes: entries.bytes }),
    async close() {
      await subscription?.unlisten().catch(() => {});
    },
  };

  async function invalidate(tag: string) {
    drop(tag);
    await sql.notify(CHANGE_CHANNEL, `${instance}:${tag}`).catch((e) =>
      log.warn("could not notify other replicas of a change", { tag, error: String(e) })
    );
  }
}

/** Entries in least recently used order (a Map keeps insertion order; a hit moves to the end). */
class Lru {
  #map = new Map<string, { tag: string; entry: Entry; bytes: number }>();
  bytes = 0;
  constructor(private readonly bounds: CacheBounds) {}

  get count() {
    return this.#map.size;
  }

  get(tag: string, path: string): Entry | undefined {
    const key = `${tag}\n${path}`;
    const found = this.#map.get(key);
    if (!found) return undefined;
    this.#map.delete(key);
    this.#map.set(key, found);
    return found.entry;
  }

  set(tag: string, path: string, entry: Entry) {
    const key = `${tag}\n${path}`;
    this.#remove(key);
    // The body twice at most: as text and, once asked for, gzipped.
    const bytes = entry.body.length * 2;
    if (bytes > this.bounds.bytes) return;
    this.#map.set(key, { tag, entry, bytes });
    this.bytes += bytes;
    for (const oldest of this.#map.keys()) {
      if (this.#map.size <= this.bounds.entries && this.bytes <= this.bounds.bytes) break;
      this.#remove(oldest);
    }
  }

  dropTag(tag: string) {
    for (const [key, value] of this.#map) if (value.tag === tag) this.#remove(key);
  }

  tags() {
    return new Set([...this.#map.values()].map((v) => v.tag));
  }

  #remove(key: string) {
    const found = this.#map.get(key);
    if (!found) return;
    this.#map.delete(key);
    this.bytes -= found.bytes;
  }
}

function respond(request: Headers, entry: Entry, state: "hit" | "miss"): Response {
  const gzip = entry.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(request.get("Accept-Encoding") ?? "");
  // Each encoding is its own representation, so it gets its own ETag.
  const etag = gzip ? entry.etag.replace(/"$/, '-gz"') : entry.etag;
  // no-cache: browsers may keep the answer but must revalidate, which costs a 304 at most.
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    ETag: etag,
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    "X-Cache": state,
  };
  if (matches(request.get("If-None-Match") ?? undefined, etag)) return new Response(null, { status: 304, headers });
  if (!gzip) return new Response(entry.body, { headers });
  entry.gzip ??= new Uint8Array(gzipSync(entry.body));
  return new Response(entry.gzip, { headers: { ...headers, "Content-Encoding": "gzip" } });
}
