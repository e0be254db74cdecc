import { z } from "zod";
import { IdParam, MessageBody, optionalFile, Testimonial, TestimonialForm } from "@institute/schemas";
import { deleteById, formBody, json, resource } from "./define.ts";

/** The multipart form of add and edit: the shared fields plus an optional image. */
export const TestimonialUpload = TestimonialForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ testimonial: Testimonial });

export const testimonials = resource({
  name: "Testimonials",
  description: "What former students say; shown on the home page and /testimonials.",
}, {
  list: {
    method: "get",
    path: "/api/testimonials",
    summary: "List testimonials in the order they were added",
    access: "public",
    responses: { 200: json(z.array(Testimonial), "Testimonials") },
  },
  add: {
    method: "post",
    path: "/api/testimonials/add",
    summary: "Add a testimonial (rating defaults to 5)",
    access: "admin",
    request: { body: formBody(TestimonialUpload) },
    responses: { 201: json(Saved, "Added") },
    errors: [400, 413, 415],
  },
  update: {
    method: "put",
    path: "/api/testimonials/{id}",
    summary: "Edit a testimonial; a new image replaces the old one",
    access: "admin",
    request: { params: IdParam, body: formBody(TestimonialUpload) },
    responses: { 200: json(Saved, "Updated") },
    errors: [400, 404, 413, 415],
  },
  remove: deleteById("/api/testimonials/{id}", "Delete a testimonial and its image"),
});
