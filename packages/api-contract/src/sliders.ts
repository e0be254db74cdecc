import { MessageBody, optionalFile, requiredFile, Slider, SliderForm } from "@institute/schemas";
import { addByForm, deleteById, listAll, orderOf, resource, updateByForm } from "./define.ts";

// A slide is its picture: the carousel shows it at 300 px high, so a new slide needs one.
export const SliderAdd = SliderForm.extend({ image: requiredFile("Image is required") });
/** Editing keeps the current image unless a new one is sent. */
export const SliderEdit = SliderForm.extend({ image: optionalFile });
const Saved = MessageBody.extend({ slider: Slider });

export const sliders = resource({
  name: "Sliders",
  one: "slide",
  description: "The slides of the home page carousel; `description` repeats `subtitle` for the caption.",
}, {
  list: listAll("public", "/api/sliders", "List sliders in the office's order (a new one comes last)", Slider, "Sliders"),
  order: orderOf("/api/sliders/order", "slides"),
  add: addByForm("/api/sliders/add", "Add a slider (title, subtitle and an image are required)", SliderAdd, Saved),
  update: updateByForm("/api/sliders/{id}", "Edit a slider; a new image replaces the old one, which is deleted", SliderEdit, Saved),
  remove: deleteById("/api/sliders/{id}", "Delete a slider and its image"),
});
