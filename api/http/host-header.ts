import { createMiddleware } from "hono/factory";
import { HttpError } from "./errors.ts";

/** host[:port]: a name of letters, digits, dots and dashes, or an IPv6 address in brackets. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Refuses a request whose Host header is not `host[:port]`, before anything reads its address:
 * the server builds the request's URL from it, and `a<b` made that URL unreadable (a 500 on
 * every page) while `a#b` made it read as another path than the one served.
 */
export const validHost = createMiddleware(async (c, next) => {
  const host = c.req.header("Host");
  const match = host === undefined ? null : HOST.exec(host);
  if ((host !== undefined && (!match || Number(match[1] ?? 0) > 65_535)) || !URL.canParse(c.req.url)) {
    throw new HttpError(400, "The Host header must be a host name or address, with an optional port");
  }
  await next();
});
