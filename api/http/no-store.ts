import { createMiddleware } from "hono/factory";

// Answers that carry credentials or what only their holder may see must never be kept by a
// browser's or a shared proxy's cache: after a logout, the next user of the machine or of the
// proxy could read them back.

/** Every answer of this route, failures included (the login routes). */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});

/** Every answer to a request that carried a token, whatever its route. */
export const noStoreWhenAuthenticated = createMiddleware(async (c, next) => {
  await next();
  if (c.req.header("Authorization")) c.res.headers.set("Cache-Control", "no-store");
});
