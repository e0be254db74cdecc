import { createMiddleware } from "hono/factory";
import type { Logger } from "../logger.ts";

/** One line per request with its id, so a user's report ("request id …") finds the log line and any error. */
export const requestLog = (log: Logger) =>
  createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      requestId: c.get("requestId" as never),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - start),
    };
    if (status >= 500) log.warn("request", fields);
    else log.info("request", fields);
  });
