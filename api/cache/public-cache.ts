import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type { Sql } from "../db/database.ts";
import { type Held, held, heldBytes, send } from "../http/representations.ts";
import type { Logger } from "../logger.ts";

/**
 * The PostgreSQL channel of content changes between replicas. Channels are per database, not per
 * schema: each payload names its schema (DATABASE_SCHEMA), and a replica hears only its own.
 */
export const CHANGE_CHANNEL = "content_changed";
// The tag of what is made from all public content (the kept pages): dropping any tag drops it, so
// its generation is the content's version.
const ALL_CONTENT = "\0all content";
// A safety net, not the mechanism: if change notifications are lost (the listening
// connection dropped between two replicas), no answer outlives this.
const MAX_AGE_MS = 60_000;

interface Entry {
  tag: string;
  answer: Held;
  storedAt: number;
  /** Its tag's generation when it was made, and the cache's epoch: a drop moves these on, not the entries. */
  generation: number;
  epoch: number;
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
  /**
   * For public GET routes: answers from memory with an ETag, 304 on If-None-Match. `query` is the
   * route's declared query, which its answer depends on (a list's `first`): each value it reads is
   * kept apart, by value, not by spelling (`first=3` and `first=03` are one entry); a query it
   * refuses is left to the route's validation.
   */
  read(tag: string, query?: z.ZodType): MiddlewareHandler;
  /** For write routes: after a successful answer, every replica drops what `tags` cached. */
  writes(...tags: string[]): MiddlewareHandler;
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

/**
 * In-memory cache of public JSON reads, invalidated by writes on any API replica through
 * PostgreSQL LISTEN/NOTIFY, within the database's schema: a site in another schema of the same
 * database (another deployment, a test run) never drops this one's. (The embedded database does not
 * deliver notifications between connections, but it also serves one process only, where the local
 * invalidation suffices.)
 * Entries are keyed by tag and path, and by the values of the query a read declares (`first`), no
 * others: `?x=1`, `?x=2`, ... or `?first=3`, `?first=003`, ... cannot each take room.
 */
export async function createPublicCache(sql: Sql, log: Logger, bounds: CacheBounds = DEFAULT_BOUNDS): Promise<PublicCache> {
  // Keyed by tag and path; the least recently used go first.
  const entries = new LRUCache<string, Entry>({
    max: bounds.entries,
    maxSize: bounds.bytes,
    sizeCalculation: (entry) => Math.max(1, heldBytes(entry.answer)),
  });
  const keyOf = (tag: string, path: string) => `${tag}\n${path}`;
  // Dropping a tag moves its generation on (dropping everything, the epoch): an entry of an older
  // one is no longer served, and is deleted when next looked up or when the LRU needs its room,
  // so a write costs the same however much is cached.
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (tag: string) => generations.get(tag) ?? 0;
  const lookUp = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.epoch === epoch && entry.generation === generationOf(entry.tag) && Date.now() - entry.storedAt < MAX_AGE_MS) return entry;
    entries.delete(key);
    return undefined;
  };
  /** What a read or a value is made at: kept only if no drop came while it was made. */
  const stampOf = (tag: string) => ({ generation: generationOf(tag), epoch });
  const keep = (key: string, tag: string, stamp: { generation: number; epoch: number }, answer: Held) => {
    if (generationOf(tag) === stamp.generation && epoch === stamp.epoch) entries.set(key, { tag, answer, storedAt: Date.now(), ...stamp });
  };
  const drop = (tag: string) => {
    for (const t of [tag, ALL_CONTENT]) generations.set(t, generationOf(t) + 1);
  };
  const dropAll = () => {
    epoch++;
    drop(ALL_CONTENT);
  };
  const sent = (request: Headers, answer: Held, state: "hit" | "miss") =>
    send(request, answer, {
      contentType: "application/json",
      encodings: ["gzip"],
      compressFrom: GZIP_MIN_BYTES,
      headers: { "X-Cache": state },
    });

  // Each process drops its own entries at once when it writes; its own notification, which
  // arrives later, must not also drop what was cached after the write.
  const instance = crypto.randomUUID();
  const [{ schema }] = await sql<{ schema: string }[]>`select current_schema() as schema`;
  const subscription = await sql
    .listen(CHANGE_CHANNEL, (payload) => {
      const [inSchema, from, tag] = payload.split(":", 3);
      if (inSchema === schema && from !== instance && tag) drop(tag);
    }, () => dropAll())
    .catch((e) => {
      log.warn("content change notifications unavailable; cache entries expire after 60 s", { error: String(e) });
      return null;
    });

  return {
    read: (tag, query) =>
      createMiddleware(async (c, next) => {
        const asked = query?.safeParse(c.req.query());
        if (asked && !asked.success) return await next();
        const key = keyOf(tag, [c.req.path, asked ? JSON.stringify(asked.data) : ""].join("\n"));
        const hit = lookUp(key);
        if (hit) return sent(c.req.raw.headers, hit.answer, "hit");
        const stamp = stampOf(tag);
        await next();
        if (c.res.status !== 200 || !c.res.headers.get("Content-Type")?.startsWith("application/json")) return;
        const answer = held(await c.res.clone().text());
        // A write that landed while this read ran may not be in `body`: then it is not kept.
        keep(key, tag, stamp, answer);
        c.res = sent(c.req.raw.headers, answer, "miss");
      }),
    writes: (...tags) =>
      createMiddleware(async (c, next) => {
        await next();
        if (c.req.method !== "GET" && c.res.status < 400) await Promise.all(tags.map((t) => invalidate(t)));
      }),
    invalidate,
    contentVersion: () => generationOf(ALL_CONTENT),
    keptFor: MAX_AGE_MS,
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
    async close() {
      await subscription?.unlisten().catch(() => {});
    },
  };

  async function invalidate(tag: string) {
    drop(tag);
    await sql.notify(CHANGE_CHANNEL, `${schema}:${instance}:${tag}`).catch((e) =>
      log.warn("could not notify other replicas of a change", { tag, error: String(e) })
    );
  }
}
