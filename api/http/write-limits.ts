import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Sql } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { countedAddress } from "./client-address.ts";
import { HttpError } from "./errors.ts";

export interface WriteLimit {
  /** What is counted: "contact", "inquiry", "registration", "visitor". */
  kind: string;
  /** At most this many per address in the window; 0 means no limit. */
  max: number;
  windowMinutes: number;
}

/** How many writes of `limit.kind` this address made in the window, and the seconds until the oldest leaves it. */
async function recent(sql: Sql, limit: WriteLimit, address: string) {
  const window = `${limit.windowMinutes} minutes`;
  const [state] = await sql`
    select count(*)::int as count,
           coalesce(extract(epoch from (min(written_at) + ${window}::interval - now())), 0)::int as wait
    from public_writes
    where kind = ${limit.kind} and address = ${address} and written_at > now() - ${window}::interval`;
  return state as { count: number; wait: number };
}

/** Counts one write, and forgets this address's writes of the kind that left the window. */
async function count(sql: Sql, limit: WriteLimit, address: string) {
  await sql`insert into public_writes (kind, address) values (${limit.kind}, ${address})`;
  await sql`delete from public_writes
    where kind = ${limit.kind} and address = ${address} and written_at < now() - ${`${limit.windowMinutes} minutes`}::interval`;
}

/**
 * For a public form's route: once an address has made `max` successful writes in the window,
 * its next ones are a 429 with Retry-After until the oldest leaves it. Only successful writes
 * count, so a visitor correcting a form is never the one locked out. Parallel requests may pass
 * the check together: the bound is loose by the requests in flight, which is enough against a
 * loop and costs no lock.
 */
export const limitWrites = (deps: Deps, limit: WriteLimit) =>
  createMiddleware(async (c, next) => {
    if (limit.max <= 0) return next();
    const address = countedAddress(c, deps.config.TRUST_PROXY);
    const { count: made, wait } = await recent(deps.sql, limit, address);
    if (made >= limit.max) {
      const seconds = Math.max(1, wait);
      throw new HttpError(429, `Too many submissions. Please try again in ${Math.ceil(seconds / 60)} minutes.`, undefined, {
        "Retry-After": String(seconds),
      });
    }
    await next();
    if (c.res.status < 300) await count(deps.sql, limit, address);
  });

/** For counters that must not refuse (visits): whether this address may add one more, and if so counts it. */
export async function takeWrite(deps: Deps, c: Context, limit: WriteLimit): Promise<boolean> {
  if (limit.max <= 0) return true;
  const address = countedAddress(c, deps.config.TRUST_PROXY);
  if ((await recent(deps.sql, limit, address)).count >= limit.max) return false;
  await count(deps.sql, limit, address);
  return true;
}
