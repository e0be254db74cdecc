import { Hono } from "hono";
import { IdParam } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import { deleteSlider, insertSlider, listSliders, sliderExists, updateSlider } from "./queries.ts";
import { SliderAdd, SliderEdit } from "./schema.ts";

const FOLDER = "sliders";
const notFound = () => new HttpError(404, "Slider not found");

export const sliderRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .use(deps.cache.writes("sliders"))
    .get("/", deps.cache.read("sliders"), async (c) => c.json(await listSliders(deps.sql)))
    .post("/add", admin, validate("form", SliderAdd), async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const stored = await storeUpload(deps, FOLDER, image, "image");
      const slider = await recordingObject(deps, FOLDER, stored, () => insertSlider(deps.sql, fields, stored));
      return c.json({ message: "Slider added", slider }, 201);
    })
    .put("/:id", admin, validate("param", IdParam), validate("form", SliderEdit), async (c) => {
      const { id } = c.req.valid("param");
      const { image, ...fields } = c.req.valid("form");
      // Checked before the upload so that an unknown id stores nothing.
      if (!(await sliderExists(deps.sql, id))) throw notFound();
      const stored = image ? await storeUpload(deps, FOLDER, image, "image") : null;
      const { previous, ...slider } = await recordingObject(deps, FOLDER, stored, async () => {
        const updated = await updateSlider(deps.sql, id, fields, stored);
        // Deleted since the check: throwing here deletes the new object too.
        if (!updated) throw notFound();
        return updated;
      });
      if (stored) await removeObject(deps, FOLDER, previous);
      return c.json({ message: "Slider updated", slider });
    })
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const removed = await deleteSlider(deps.sql, c.req.valid("param").id);
      if (!removed) throw notFound();
      await removeObject(deps, FOLDER, removed.image);
      return c.json({ message: "Slider deleted" });
    });
};
