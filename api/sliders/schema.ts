import { SliderForm } from "@institute/schemas";
import { optionalFile, requiredFile } from "../stored-files/accept-upload.ts";

// A slide is its picture: the carousel shows it at 300 px high, so a new slide needs one.
export const SliderAdd = SliderForm.extend({ image: requiredFile("Image is required") });

/** Editing keeps the current image unless a new one is sent. */
export const SliderEdit = SliderForm.extend({ image: optionalFile });
