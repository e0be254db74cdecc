import { z } from "zod";
import { IdParam, MessageBody, optionalFile, requiredFile, Slider, SliderForm } from "@institute/schemas";
import { deleteById, formBody, json, resource } from "./define.ts";

// A slide is its picture: the carousel shows it at 300 px high, so a new slide needs one.
export const SliderAdd = SliderForm.extend({ image: requiredFile("Image is required") });
/** Editing keeps the current image unless a new one is sent. */
export const SliderEdit = SliderForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ slider: Slider });

export const sliders = resource({
  name: "Sliders",
  description: "The slides of the home page carousel; `description` repeats `subtitle` for the caption.",
}, {
  list: {
    method: "get",
    path: "/api/sliders",
    summary: "List sliders in the order they were added",
    access: "public",
    responses: { 200: json(z.array(Slider), "Sliders") },
  },
  add: {
    method: "post",
    path: "/api/sliders/add",
    summary: "Add a slider (title, subtitle and an image are required)",
    access: "admin",
    request: { body: formBody(SliderAdd) },
    responses: { 201: json(Saved, "Added") },
    errors: [400, 413, 415],
  },
  update: {
    method: "put",
    path: "/api/sliders/{id}",
    summary: "Edit a slider; a new image replaces the old one, which is deleted",
    access: "admin",
    request: { params: IdParam, body: formBody(SliderEdit) },
    responses: { 200: json(Saved, "Updated") },
    errors: [400, 404, 413, 415],
  },
  remove: deleteById("/api/sliders/{id}", "Delete a slider and its image"),
});
