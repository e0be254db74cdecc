import { Hono } from "hono";
import { IdParam } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { recordingObject, removeObject, storeUploads } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import { deleteImage, insertImages, listGallery } from "./queries.ts";
import { GalleryUpload } from "./schema.ts";

const FOLDER = "gallery";

export const galleryRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .use(deps.cache.writes("gallery"))
    .get("/", deps.cache.read("gallery"), async (c) => c.json(await listGallery(deps.sql)))
    .post("/upload", admin, validate("form", GalleryUpload), async (c) => {
      // All or nothing: one file of the wrong type or size stores none of them.
      const stored = await storeUploads(deps, FOLDER, c.req.valid("form").images, "image");
      const images = await recordingObject(deps, FOLDER, stored, () => insertImages(deps.sql, stored));
      return c.json({ message: "Images uploaded", images }, 201);
    })
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const removed = await deleteImage(deps.sql, c.req.valid("param").id);
      if (!removed) throw new HttpError(404, "Image not found");
      await removeObject(deps, FOLDER, removed.image);
      return c.json({ message: "Image deleted" });
    });
};
