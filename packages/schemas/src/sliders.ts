import { z } from "zod";
import { ImageName, requiredText, type SameFields } from "./common.ts";

export const Slider = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Equal to subtitle: the public carousel reads its caption from here. */
  description: z.string(),
  image: ImageName,
});
export type Slider = z.infer<typeof Slider>;
export const SliderForm = z.object({
  title: requiredText(200, "Title is required"),
  subtitle: requiredText(500, "Subtitle is required"),
});
export type SliderFields = z.output<typeof SliderForm>;
// A field written but never read, or stored and read but never written, is a type error here
// (description is subtitle again, not a field of its own).
true satisfies SameFields<SliderFields, Omit<Slider, "id" | "image" | "description">>;
