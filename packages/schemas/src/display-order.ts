import { z } from "zod";
import { Id } from "./common.ts";

/** The most items of one list the office orders (the gallery is the longest). */
export const ORDER_MAX_ITEMS = 10_000;

/** The order the office puts a list's items in (photos, slides, testimonials): every id once, first shown first. */
export const DisplayOrder = z.object({
  ids: z.array(Id).min(1, "Name at least one item").max(ORDER_MAX_ITEMS, `At most ${ORDER_MAX_ITEMS} items`)
    .refine((ids) => new Set(ids).size === ids.length, "Each item may appear only once"),
});
export type DisplayOrder = z.infer<typeof DisplayOrder>;
