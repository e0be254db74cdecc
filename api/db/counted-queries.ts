import type { Sql } from "./database.ts";

/** The methods of a pool that start a query of their own. */
const SENDING = new Set<PropertyKey>(["unsafe", "begin", "file"]);

/**
 * The pool as the routes see it, counting every statement written through it: a tagged query, an
 * `unsafe` one, a file, a transaction (counted once, whatever it sends on its own handle). A
 * fragment nested in a query counts too, so the count is an upper bound: enough to show that a
 * path reads nothing (the kept pages, #33) and what a screen costs. postgres.js's own hook
 * (`debug`) would count exactly, but it captures a stack trace per query and makes every query
 * error carry its SQL and parameters as enumerable fields, which would reach the logs.
 */
export function countedQueries(sql: Sql): { sql: Sql; sent: () => number } {
  let sent = 0;
  const wrapped = new Map<PropertyKey, unknown>();
  const counted = new Proxy(sql, {
    apply: (target, self, args) => (sent++, Reflect.apply(target, self, args)),
    get: (target, name) => {
      const value = Reflect.get(target, name, target);
      if (!SENDING.has(name) || typeof value !== "function") return value;
      if (!wrapped.has(name)) wrapped.set(name, (...args: unknown[]) => (sent++, Reflect.apply(value, target, args)));
      return wrapped.get(name);
    },
  });
  return { sql: counted, sent: () => sent };
}
