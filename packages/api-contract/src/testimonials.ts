import { MessageBody, optionalFile, Testimonial, TestimonialForm } from "@institute/schemas";
import { addByForm, deleteById, listFirst, orderOf, resource, updateByForm } from "./define.ts";

/** The multipart form of add and edit: the shared fields plus an optional image. */
export const TestimonialUpload = TestimonialForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ testimonial: Testimonial });

export const testimonials = resource({
  name: "Testimonials",
  one: "testimonial",
  description: "What former students say; shown on the home page and /testimonials.",
}, {
  list: listFirst(
    "/api/testimonials",
    "List testimonials in the office's order (a new one comes last), or the first few of them",
    Testimonial,
    "Testimonials",
  ),
  order: orderOf("/api/testimonials/order", "testimonials"),
  add: addByForm("/api/testimonials/add", "Add a testimonial (rating defaults to 5)", TestimonialUpload, Saved),
  update: updateByForm("/api/testimonials/{id}", "Edit a testimonial; a new image replaces the old one", TestimonialUpload, Saved),
  remove: deleteById("/api/testimonials/{id}", "Delete a testimonial and its image"),
});
