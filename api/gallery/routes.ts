import { gallery, MAX_IMAGES } from "@institute/api-contract";
import { byId } from "../activity/record.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { saveOrder } from "../db/display-order.ts";
import { HttpError } from "../http/errors.ts";
import { MAX_BYTES } from "../stored-files/accept-upload.ts";
import { deleteWithImage, recordingObject, storeUploads } from "../stored-files/stored-files.ts";
import { deleteImage, findImage, insertImages, listGallery, setCaption } from "./queries.ts";

const FOLDER = "gallery";
/** Room for the most images one upload may carry, each at the image limit. */
const UPLOAD_LIMIT = MAX_IMAGES * MAX_BYTES.image + 1024 * 1024;
const notFound = () => new HttpError(404, "Image not found");

export const galleryRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const write = { use: [deps.cache.writes("gallery")] };
  return router()
    .openapi(
      route(gallery.routes.list, { cached: "gallery" }),
      async (c) => c.json(await listGallery(deps.sql, c.req.valid("query").first), 200),
    )
    .openapi(route(gallery.routes.order, write), async (c) => c.json(await saveOrder(deps.sql, "gallery", c.req.valid("json").ids), 200))
    .openapi(route(gallery.routes.upload, { ...write, maxBodyBytes: UPLOAD_LIMIT }), async (c) => {
      const { images: files, captions } = c.req.valid("form");
      // All or nothing: one file of the wrong type or size stores none of them.
      const stored = await storeUploads(deps, FOLDER, files, "image");
      const rows = stored.map((image, i) => ({ image, caption: captions[i] ?? "" }));
      const images = await recordingObject(deps, FOLDER, stored, () => insertImages(deps.sql, rows));
      return c.json({ message: "Images uploaded", images }, 201);
    })
    .openapi(route(gallery.routes.update, { ...write, previous: byId((id) => findImage(deps.sql, id)) }), async (c) => {
      const image = await setCaption(deps.sql, c.req.valid("param").id, c.req.valid("json").caption);
      if (!image) throw notFound();
      return c.json({ message: "Caption saved", image }, 200);
    })
    .openapi(route(gallery.routes.remove, { ...write, previous: byId((id) => findImage(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      await deleteWithImage(deps, FOLDER, { remove: () => deleteImage(deps.sql, id), missing: notFound });
      return c.json({ message: "Image deleted" }, 200);
    });
};
