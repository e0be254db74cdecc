import { z } from "zod";
import { GalleryImage, MessageBody } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { GalleryUpload, MAX_IMAGES } from "./schema.ts";

export const galleryDocs: ResourceDocs = {
  tag: "Gallery",
  description: "The institute's photo gallery (paged by 6 on /gallery, first 4 on the home page).",
  routes: [
    {
      method: "get",
      path: "/api/gallery",
      summary: "List gallery images, newest first",
      auth: "public",
      responses: { 200: { description: "Images", schema: z.array(GalleryImage) } },
    },
    {
      method: "post",
      path: "/api/gallery/upload",
      summary:
        `Upload 1 to ${MAX_IMAGES} images (the field \`images\`, repeated). All or nothing: if any file is not an image or is over 5 MiB, none is stored.`,
      auth: "admin",
      body: { type: "multipart", schema: GalleryUpload },
      responses: { 201: { description: "Uploaded", schema: MessageBody.extend({ images: z.array(GalleryImage) }) } },
      errors: [400, 413, 415],
    },
    {
      method: "delete",
      path: "/api/gallery/{id}",
      summary: "Delete a gallery image and its file",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
