import { downloads } from "@institute/api-contract";
import { COURSE_FILES_FOLDER, uploadUrl } from "@institute/schemas";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError, ServiceUnavailableError } from "../http/errors.ts";
import { matches } from "../http/representations.ts";
import { isFolder, objectKey } from "../storage/storage.ts";
import { copyMaker, copyOf, isResizedFolder } from "../stored-files/resized-copies.ts";

/** Stored names are generated and never reused, so an object never changes under its URL. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
/** Course PDFs are for their holders only: no shared cache, no copy kept. */
const PRIVATE_CACHE = "private, no-store";

const notFound = () => new HttpError(404, "File not found");

/** An original that cannot be resized has no copies (false); an unreachable store is a 503. */
function unlessUnavailable(e: unknown): false {
  if (e instanceof HttpError) return false;
  throw new ServiceUnavailableError("file storage", e);
}

/** Streams one stored object with its type, length and ETag; 304 when the client's copy is current. */
async function send(deps: Deps, c: Context, key: string, headers: Record<string, string>): Promise<Response> {
  const object = await deps.storage.get(key).catch((e) => {
    throw new ServiceUnavailableError("file storage", e);
  });
  if (!object) throw notFound();
  const out = new Headers({ ...headers, "Content-Type": object.contentType, ETag: object.etag, "X-Content-Type-Options": "nosniff" });
  const notModified = matches(c.req.header("If-None-Match"), object.etag);
  if (!notModified) out.set("Content-Length", String(object.size));
  // Hono answers HEAD from this handler and drops the body unread: the stream is closed here instead.
  if (notModified || c.req.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { status: notModified ? 304 : 200, headers: out });
  }
  return new Response(object.body, { headers: out });
}

/**
 * Uploaded files, read back by folder and stored name. Unknown folders, missing objects and
 * any name that is not a plain stored name (separators, `..`, dot files) are 404.
 */
export const downloadRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const makeCopies = copyMaker(deps.storage);
  return router()
    // Registered first, so the private folder never reaches the public route below.
    .openapi(route(downloads.routes.courseFile), (c) => {
      const { filename } = c.req.valid("param");
      const key = objectKey(COURSE_FILES_FOLDER, filename);
      if (!key) throw notFound();
      const { expires, signature } = c.req.valid("query");
      // The signature covers exactly this URL, as the course-file answers signed it.
      if (!deps.signer.verify(uploadUrl(COURSE_FILES_FOLDER, filename), expires, signature)) {
        throw new HttpError(403, "This download link is invalid or has expired");
      }
      return send(deps, c, key, { "Cache-Control": PRIVATE_CACHE, "Content-Disposition": "inline" });
    })
    .openapi(route(downloads.routes.image), async (c) => {
      const { folder, filename } = c.req.valid("param");
      const key = objectKey(folder, filename);
      if (!key) throw notFound();
      const headers = { "Cache-Control": PUBLIC_CACHE };
      try {
        return await send(deps, c, key, headers);
      } catch (e) {
        // A copy of an image stored before copies were made is made on its first request.
        const copy = copyOf(filename);
        if (!(e instanceof HttpError && e.status === 404 && copy && isFolder(folder) && isResizedFolder(folder))) throw e;
        if (!(await makeCopies(folder, copy.original).catch(unlessUnavailable))) throw e;
        return await send(deps, c, key, headers);
      }
    });
};
