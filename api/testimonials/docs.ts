import { z } from "zod";
import { MessageBody, Testimonial } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { TestimonialUpload } from "./schema.ts";

const Saved = MessageBody.extend({ testimonial: Testimonial });

export const testimonialDocs: ResourceDocs = {
  tag: "Testimonials",
  description: "What former students say; shown on the home page and /testimonials.",
  routes: [
    {
      method: "get",
      path: "/api/testimonials",
      summary: "List testimonials in the order they were added",
      auth: "public",
      responses: { 200: { description: "Testimonials", schema: z.array(Testimonial) } },
    },
    {
      method: "post",
      path: "/api/testimonials/add",
      summary: "Add a testimonial (rating defaults to 5)",
      auth: "admin",
      body: { type: "multipart", schema: TestimonialUpload },
      responses: { 201: { description: "Added", schema: Saved } },
      errors: [400, 413, 415],
    },
    {
      method: "put",
      path: "/api/testimonials/{id}",
      summary: "Edit a testimonial; a new image replaces the old one",
      auth: "admin",
      body: { type: "multipart", schema: TestimonialUpload },
      responses: { 200: { description: "Updated", schema: Saved } },
      errors: [400, 404, 413, 415],
    },
    {
      method: "delete",
      path: "/api/testimonials/{id}",
      summary: "Delete a testimonial and its image",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
