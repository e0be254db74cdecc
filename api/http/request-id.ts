import { createMiddleware } from "hono/factory";

// A caller's own id lets a proxy's log and ours be joined; anything else it could carry
// (log-line breaks, markup, megabytes) is not worth the risk, so it gets a fresh id instead.
const CALLER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Names each request (the `requestId` variable and the X-Request-Id answer header). */
export const requestId = createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
  const given = c.req.header("X-Request-Id");
  const id = given && CALLER_ID.test(given) ? given : crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
});
