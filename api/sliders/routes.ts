import { sliders } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { byId } from "../activity/record.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { saveOrder } from "../db/display-order.ts";
import { HttpError } from "../http/errors.ts";
import { deleteWithImage, editWithImage, recordingObject, storeUpload } from "../stored-files/stored-files.ts";
import { deleteSlider, findSlider, insertSlider, listSliders, updateSlider } from "./queries.ts";

const FOLDER = "sliders";
const notFound = () => new HttpError(404, "Slider not found");

export const sliderRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const write = { use: [deps.cache.writes("sliders")] };
  return router()
    .openapi(route(sliders.routes.list, { cached: "sliders" }), async (c) => c.json(await listSliders(deps.sql), 200))
    .openapi(route(sliders.routes.order, write), async (c) => c.json(await saveOrder(deps.sql, "sliders", c.req.valid("json").ids), 200))
    .openapi(route(sliders.routes.add, write), async (c) => {
      const { image, ...fields } = c.req.valid("form");
      // A slide needs its image: stored first, then recorded.
      const stored = await storeUpload(deps, FOLDER, image, "image");
      const slider = await recordingObject(deps, FOLDER, stored, () => insertSlider(deps.sql, fields, stored));
      return c.json({ message: "Slider added", slider }, 201);
    })
    .openapi(route(sliders.routes.update, { ...write, previous: byId((id) => findSlider(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      const { image, ...fields } = c.req.valid("form");
      const { previous: _, ...slider } = await editWithImage(deps, FOLDER, image, {
        exists: () => findSlider(deps.sql, id),
        write: (stored) => updateSlider(deps.sql, id, fields, stored),
        missing: notFound,
      });
      return c.json({ message: "Slider updated", slider }, 200);
    })
    .openapi(route(sliders.routes.remove, { ...write, previous: byId((id) => findSlider(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      await deleteWithImage(deps, FOLDER, { remove: () => deleteSlider(deps.sql, id), missing: notFound });
      return c.json({ message: "Slider deleted" }, 200);
    });
};
