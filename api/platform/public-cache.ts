import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { Sql } from "../db/database.ts";
import type { Logger } from "./logger.ts";

const CHANNEL = "content_changed";
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

export interface PublicCache {
  /** For public GET routes: answers from memory with an ETag, 304 on If-None-Match. */
  read(tag: string): MiddlewareHandler;
  /** For write routes: after a successful answer, every replica drops what `tags` cached. */
  writes(...tags: string[]): MiddlewareHandler;
  invalidate(tag: string): Promise<void>;
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
 */
export async function createPublicCache(sql: Sql, log: Logger): Promise<PublicCache> {
  const entries = new Map<string, Map<string, Entry>>();
  const generations = new Map<string, number>();
  const drop = (tag: string) => {
    entries.delete(tag);
    generations.set(tag, (generations.get(tag) ?? 0) + 1);
  };
  const dropAll = () => [...new Set([...entries.keys(), ...generations.keys()])].forEach(drop);

  // Each process drops its own entries at once when it writes; its own notification, which
  // arrives later, must not also drop what was cached after the write.
  const instance = crypto.randomUUID();
  const subscription = await sql
    .listen(CHANNEL, (payload) => {
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
        const key = c.req.url;
        const hit = entries.get(tag)?.get(key);
        if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) return respond(c.req.raw.headers, hit, "hit");
        const generation = generations.get(tag) ?? 0;
        await next();
        if (c.res.status !== 200 || !c.res.headers.get("Content-Type")?.startsWith("application/json")) return;
        const body = await c.res.clone().text();
        const entry = { body, etag: etagOf(body), storedAt: Date.now() };
        // A write that landed while this read ran may not be in `body`: then it is not kept.
        if ((generations.get(tag) ?? 0) === generation) {
          if (!entries.has(tag)) entries.set(tag, new Map());
          entries.get(tag)!.set(key, entry);
        }
        c.res = respond(c.req.raw.headers, entry, "miss");
      }),
    writes: (...tags) =>
      createMiddleware(async (c, next) => {
        await next();
        if (c.req.method !== "GET" && c.res.status < 400) await Promise.all(tags.map((t) => invalidate(t)));
      }),
    invalidate,
    async close() {
      await subscription?.unlisten().catch(() => {});
    },
  };

  async function invalidate(tag: string) {
    drop(tag);
    await sql.notify(CHANNEL, `${instance}:${tag}`).catch((e) =>
      log.warn("could not notify other replicas of a change", { tag, error: String(e) })
    );
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
