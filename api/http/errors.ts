import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isUnstorableText } from "../db/db-errors.ts";
import type { Logger } from "../logger.ts";

export interface Issue {
  path: string;
  message: string;
}

/** The one error type routes throw; the handler below turns it into the JSON shape of decisions.md. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Thrown by drivers when a backing service (database, storage) cannot be reached. */
export class ServiceUnavailableError extends HttpError {
  constructor(service: string, override readonly cause?: unknown) {
    super(503, `The ${service} is temporarily unavailable. Please try again shortly.`);
  }
}

export const errorBody = (message: string, issues?: Issue[]) => (issues ? { error: message, issues } : { error: message });

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HttpError) {
      if (err.status >= 500) {
        log.warn("service unavailable", {
          requestId: requestIdOf(c),
          error: err.message,
          cause: err instanceof ServiceUnavailableError ? String(err.cause) : undefined,
        });
      }
      return c.json(errorBody(err.message, err.issues), err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      // Hono's own exceptions (malformed JSON, body limit) carry a safe message and status.
      const status = err.status as ContentfulStatusCode;
      return c.json(errorBody(err.message || "Request failed"), status);
    }
    if (isUnstorableText(err)) {
      return c.json(errorBody("The request contains characters that cannot be stored, such as a NUL byte."), 400);
    }
    if (isConnectionError(err)) {
      log.warn("backing service unreachable", { requestId: requestIdOf(c), error: String(err) });
      return c.json(errorBody("The service is temporarily unavailable. Please try again shortly."), 503);
    }
    log.error("unhandled error", { requestId: requestIdOf(c), method: c.req.method, path: c.req.path, error: err });
    return c.json(errorBody("Something went wrong on our side. Please try again later."), 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c) => c.json(errorBody(`No route for ${c.req.method} ${c.req.path}`), 404);

function requestIdOf(c: Context): string | undefined {
  return c.get("requestId" as never);
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P03",
]);

/** postgres.js and node sockets signal an unreachable peer with these codes; callers get 503, not 500. */
export function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === "string" && CONNECTION_CODES.has(code);
}
