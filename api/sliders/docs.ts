import { z } from "zod";
import { MessageBody, Slider } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { SliderAdd, SliderEdit } from "./schema.ts";

const Saved = MessageBody.extend({ slider: Slider });

export const sliderDocs: ResourceDocs = {
  tag: "Sliders",
  description: "The slides of the home page carousel; `description` repeats `subtitle` for the caption.",
  routes: [
    {
      method: "get",
      path: "/api/sliders",
      summary: "List sliders in the order they were added",
      auth: "public",
      responses: { 200: { description: "Sliders", schema: z.array(Slider) } },
    },
    {
      method: "post",
      path: "/api/sliders/add",
      summary: "Add a slider (title, subtitle and an image are required)",
      auth: "admin",
      body: { type: "multipart", schema: SliderAdd },
      responses: { 201: { description: "Added", schema: Saved } },
      errors: [400, 413, 415],
    },
    {
      method: "put",
      path: "/api/sliders/{id}",
      summary: "Edit a slider; a new image replaces the old one, which is deleted",
      auth: "admin",
      body: { type: "multipart", schema: SliderEdit },
      responses: { 200: { description: "Updated", schema: Saved } },
      errors: [400, 404, 413, 415],
    },
    {
      method: "delete",
      path: "/api/sliders/{id}",
      summary: "Delete a slider and its image",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
