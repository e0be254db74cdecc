import { gallery, MAX_IMAGES } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes } from "../http/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { router } from "../http/validation.ts";
import { MAX_BYTES } from "../stored-files/accept-upload.ts";
import { deleteWithImage, recordingObject, storeUploads } from "../stored-files/stored-files.ts";
import { deleteImage, insertImages, listGallery } from "./queries.ts";

const FOLDER = "gallery";
/** Room for the most images one upload may carry, each at the image limit. */
const UPLOAD_LIMIT = MAX_IMAGES * MAX_BYTES.image + 1024 * 1024;

export const galleryRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const write = { use: [deps.cache.writes("gallery")] };
  return router()
    .openapi(route(gallery.routes.list, { use: [deps.cache.read("gallery")] }), async (c) => c.json(await listGallery(deps.sql), 200))
    .openapi(route(gallery.routes.upload, { ...write, maxBodyBytes: UPLOAD_LIMIT }), async (c) => {
      // All or nothing: one file of the wrong type or size stores none of them.
      const stored = await storeUploads(deps, FOLDER, c.req.valid("form").images, "image");
      const images = await recordingObject(deps, FOLDER, stored, () => insertImages(deps.sql, stored));
      return c.json({ message: "Images uploaded", images }, 201);
    })
    .openapi(route(gallery.routes.remove, write), async (c) => {
      const { id } = c.req.valid("param");
      await deleteWithImage(deps, FOLDER, {
        remove: () => deleteImage(deps.sql, id),
        missing: () => new HttpError(404, "Image not found"),
      });
      return c.json({ message: "Image deleted" }, 200);
    });
};
