import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAX_BYTES } from "../stored-files/accept-upload.ts";
import { HttpError } from "./errors.ts";

const JSON_LIMIT = 1024 * 1024;
// The largest single file plus room for the other form fields of a multipart body.
const MULTIPART_LIMIT = MAX_BYTES.pdf + 1024 * 1024;
// Gallery uploads carry several images at once.
const MULTI_IMAGE_LIMIT = 10 * MAX_BYTES.image + 1024 * 1024;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `The request body is larger than ${Math.round(maxSize / 1024 / 1024)} MiB`);
    },
  });

const json = limit(JSON_LIMIT);
const multipart = limit(MULTIPART_LIMIT);
const gallery = limit(MULTI_IMAGE_LIMIT);

/** Caps every body before it is read; multipart routes get room for one file (gallery: several). */
export const requestBodyLimit = createMiddleware((c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return json(c, next);
  return (c.req.path.startsWith("/api/gallery") ? gallery : multipart)(c, next);
});
