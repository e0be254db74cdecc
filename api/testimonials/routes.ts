import { testimonials } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { byId } from "../activity/record.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { saveOrder } from "../db/display-order.ts";
import { HttpError } from "../http/errors.ts";
import { deleteWithImage, editWithImage, withStoredImage } from "../stored-files/stored-files.ts";
import { deleteTestimonial, findTestimonial, insertTestimonial, listTestimonials, updateTestimonial } from "./queries.ts";

const FOLDER = "testimonials";
const notFound = () => new HttpError(404, "Testimonial not found");

export const testimonialRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const write = { use: [deps.cache.writes("testimonials")] };
  return router()
    .openapi(
      route(testimonials.routes.list, { cached: "testimonials" }),
      async (c) => c.json(await listTestimonials(deps.sql, c.req.valid("query").first), 200),
    )
    .openapi(
      route(testimonials.routes.order, write),
      async (c) => c.json(await saveOrder(deps.sql, "testimonials", c.req.valid("json").ids), 200),
    )
    .openapi(route(testimonials.routes.add, write), async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const testimonial = await withStoredImage(deps, FOLDER, image, (stored) => insertTestimonial(deps.sql, fields, stored));
      return c.json({ message: "Testimonial added", testimonial }, 201);
    })
    .openapi(route(testimonials.routes.update, { ...write, previous: byId((id) => findTestimonial(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      const { image, ...fields } = c.req.valid("form");
      const { previous: _, ...testimonial } = await editWithImage(deps, FOLDER, image, {
        exists: () => findTestimonial(deps.sql, id),
        write: (stored) => updateTestimonial(deps.sql, id, fields, stored),
        missing: notFound,
      });
      return c.json({ message: "Testimonial updated", testimonial }, 200);
    })
    .openapi(route(testimonials.routes.remove, { ...write, previous: byId((id) => findTestimonial(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      await deleteWithImage(deps, FOLDER, { remove: () => deleteTestimonial(deps.sql, id), missing: notFound });
      return c.json({ message: "Testimonial deleted" }, 200);
    });
};
