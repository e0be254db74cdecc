import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

/**
 * The unit that limits count against: an IPv4 address as it is, an IPv6 address by its /64
 * (one host is usually given a whole /64 and could otherwise rotate through it for fresh
 * guesses). IPv4-mapped IPv6 is IPv4; anything unparsable is used as it is.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail, extra] = address.split("::");
  if (extra !== undefined) return address;
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return address;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}

/**
 * The caller's address. Behind the deploy's reverse proxy (TRUST_PROXY=true) every
 * connection comes from the proxy, so the address it reports in X-Real-IP is used;
 * otherwise the header is the caller's own word and is ignored.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Real-IP") ?? c.req.header("X-Forwarded-For")?.split(",").at(-1);
    if (forwarded?.trim()) return forwarded.trim();
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no connection
  }
}

/** What the login lockout and the public write limits count against: the caller, IPv6 by its /64. */
export const countedAddress = (c: Context, trustProxy: boolean) => addressBucket(clientAddress(c, trustProxy));

/**
 * The scheme and host the caller asked for. Behind the proxy (TRUST_PROXY=true) the scheme is
 * the X-Forwarded-Proto it reports, as TLS may end there. The host stays the request's own: proxies
 * pass the Host on (the shell's nginx does), and one that sets X-Real-IP need not replace a
 * visitor's X-Forwarded-Host, which could then name any site.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const scheme = trustProxy ? c.req.header("X-Forwarded-Proto")?.split(",").at(-1)?.trim().toLowerCase() : undefined;
  if (scheme === "http" || scheme === "https") url.protocol = `${scheme}:`;
  return url.origin;
}

/**
 * The site's address for absolute links (pages' heads, mail): PUBLIC_URL, or the request's own
 * origin, its scheme the one the trusted proxy reports.
 */
export const siteOrigin = (deps: { config: { PUBLIC_URL?: string; TRUST_PROXY: boolean } }, c: Context) =>
  deps.config.PUBLIC_URL ?? requestOrigin(c, deps.config.TRUST_PROXY);
