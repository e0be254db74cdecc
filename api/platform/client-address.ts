import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

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
