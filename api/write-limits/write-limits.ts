import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";
import type { Deps } from "../deps.ts";
import { countedAddress } from "../http/client-address.ts";
import { HttpError } from "../http/errors.ts";

export interface WriteLimit {
  /** What is counted: "contact", "inquiry", "registration", "visitor", "client-error". */
  kind: string;
  /** At most this many per address in the window; 0 means no limit. */
  max: number;
  windowMinutes: number;
  /** Whether an answer of this status keeps its slot; by default only successes do. */
  keeps?: (status: number) => boolean;
}

type Slot = { id: string | number } | { wait: number };

/**
 * Takes one of the address's slots of `limit.kind`, or says in how many seconds the oldest frees
 * one. Counted and taken under a transaction-scoped lock on the kind and address, so parallel
 * requests take slots one after another and the limit is exact (as the login lockout's is).
 */
function reserve(sql: Sql, limit: WriteLimit, address: string): Promise<Slot> {
  const window = `${limit.windowMinutes} minutes`;
  return transaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`public write\n${limit.kind}\n${address}`}))`;
    await tx`delete from public_writes
      where kind = ${limit.kind} and address = ${address} and written_at <= now() - ${window}::interval`;
    const [state] = await tx`
      select count(*)::int as count,
             coalesce(extract(epoch from (min(written_at) + ${window}::interval - now())), 0)::int as wait
      from public_writes where kind = ${limit.kind} and address = ${address}`;
    if (state.count >= limit.max) return { wait: Math.max(1, state.wait) };
    const [taken] = await tx`insert into public_writes (kind, address) values (${limit.kind}, ${address}) returning id`;
    return { id: taken.id };
  });
}

const giveBack = (sql: Sql, id: string | number) => sql`delete from public_writes where id = ${id}`;

/**
 * For a public form's route: once an address has made `max` writes in the window, its next ones
 * are a 429 with Retry-After until the oldest leaves it. The slot is taken before the write and
 * given back when the answer does not keep it (a refused form, by default), so a visitor
 * correcting a form is never the one locked out.
 */
export const limitWrites = (deps: Deps, limit: WriteLimit) =>
  createMiddleware(async (c, next) => {
    if (limit.max <= 0) return next();
    const slot = await reserve(deps.sql, limit, countedAddress(c, deps.config.TRUST_PROXY));
    if ("wait" in slot) {
      throw new HttpError(429, `Too many submissions. Please try again in ${Math.ceil(slot.wait / 60)} minutes.`, undefined, {
        "Retry-After": String(slot.wait),
      });
    }
    const keeps = limit.keeps ?? ((status) => status < 300);
    let kept = false;
    try {
      await next();
      kept = keeps(c.res.status);
    } finally {
      if (!kept) await giveBack(deps.sql, slot.id);
    }
  });

/** For counters that must not refuse (visits): whether this address may add one more, and if so counts it. */
export async function takeWrite(deps: Deps, c: Context, limit: WriteLimit): Promise<boolean> {
  if (limit.max <= 0) return true;
  return "id" in await reserve(deps.sql, limit, countedAddress(c, deps.config.TRUST_PROXY));
}
