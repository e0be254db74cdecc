import { z } from "zod";
import { fileList, GalleryCaption, GalleryImage, IdParam, MessageBody } from "@institute/schemas";
import { deleteById, formBody, json, jsonBody, listFirst, orderOf, resource, route } from "./define.ts";

/** The most images one upload may carry; the API's body limit for this route leaves room for exactly this many. */
export const MAX_IMAGES = 10;
/** A form field sent once is a value, sent again a list: either way, the list of them (none when absent). */
const repeated = (v: unknown) => (v === undefined ? [] : [v].flat());
/**
 * The multipart form of an upload: the field `images`, repeated, and optionally `captions`, the
 * first for the first image and so on (an empty one, or none, leaves its image without).
 */
export const GalleryUpload = z.object({
  images: fileList("Please select image(s)", MAX_IMAGES),
  captions: z.preprocess(repeated, z.array(GalleryCaption.shape.caption)),
}).refine((upload) => upload.captions.length <= upload.images.length, { path: ["captions"], message: "At most one caption per image" });
const Saved = MessageBody.extend({ image: GalleryImage });

export const gallery = resource({
  name: "Gallery",
  one: "photo",
  description:
    "The institute's photo gallery (paged on /gallery, its first photos on the home page). A photo's `caption`, when not empty, is its alt text and the lightbox's caption.",
}, {
  list: listFirst(
    "/api/gallery",
    "List gallery images in the office's order (a new upload comes first), or the first few of them",
    GalleryImage,
    "Images",
  ),
  // Before the routes with an id: "order" is no photo's id.
  order: orderOf("/api/gallery/order", "photos"),
  upload: route("post", "/api/gallery/upload", "admin", {
    summary:
      `Upload 1 to ${MAX_IMAGES} images (the field \`images\`, repeated), optionally with their captions (the field \`captions\`, repeated in the images' order; fewer captions leave the last images without). All or nothing: if any file is not an image or is over 5 MiB, none is stored.`,
    request: { body: formBody(GalleryUpload) },
    responses: { 201: json(MessageBody.extend({ images: z.array(GalleryImage) }), "Uploaded") },
    errors: [400, 413, 415],
  }),
  update: route("put", "/api/gallery/{id}", "admin", {
    summary: "Set or change a gallery image's caption (an empty one removes it)",
    request: { params: IdParam, body: jsonBody(GalleryCaption) },
    responses: { 200: json(Saved, "Saved") },
    errors: [400, 404],
  }),
  remove: deleteById("/api/gallery/{id}", "Delete a gallery image and its file"),
});
