import { z } from "zod";
import { fileList, GalleryImage, MessageBody } from "@institute/schemas";
import { deleteById, formBody, json, listAll, resource, route } from "./define.ts";

/** The most images one upload may carry; the API's body limit for this route leaves room for exactly this many. */
export const MAX_IMAGES = 10;
/** The multipart form of an upload: the field `images`, repeated. */
export const GalleryUpload = z.object({ images: fileList("Please select image(s)", MAX_IMAGES) });

export const gallery = resource({
  name: "Gallery",
  description: "The institute's photo gallery (paged by 6 on /gallery, first 4 on the home page).",
}, {
  list: listAll("public", "/api/gallery", "List gallery images, newest first", GalleryImage, "Images"),
  upload: route("post", "/api/gallery/upload", "admin", {
    summary:
      `Upload 1 to ${MAX_IMAGES} images (the field \`images\`, repeated). All or nothing: if any file is not an image or is over 5 MiB, none is stored.`,
    request: { body: formBody(GalleryUpload) },
    responses: { 201: json(MessageBody.extend({ images: z.array(GalleryImage) }), "Uploaded") },
    errors: [400, 413, 415],
  }),
  remove: deleteById("/api/gallery/{id}", "Delete a gallery image and its file"),
});
