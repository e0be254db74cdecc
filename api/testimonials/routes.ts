import { testimonials } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes } from "../http/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { router } from "../http/validation.ts";
import { removeObject, replacingImage, withStoredImage } from "../stored-files/stored-files.ts";
import { deleteTestimonial, findTestimonial, insertTestimonial, listTestimonials, updateTestimonial } from "./queries.ts";

const FOLDER = "testimonials";
const notFound = () => new HttpError(404, "Testimonial not found");

export const testimonialRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const write = { use: [deps.cache.writes("testimonials")] };
  return router()
    .openapi(
      route(testimonials.routes.list, { use: [deps.cache.read("testimonials")] }),
      async (c) => c.json(await listTestimonials(deps.sql), 200),
    )
    .openapi(route(testimonials.routes.add, write), async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const testimonial = await withStoredImage(deps, FOLDER, image, (stored) => insertTestimonial(deps.sql, fields, stored));
      return c.json({ message: "Testimonial added", testimonial }, 201);
    })
    .openapi(route(testimonials.routes.update, write), async (c) => {
      const { id } = c.req.valid("param");
      const { image, ...fields } = c.req.valid("form");
      // Checked before the upload so that an unknown id stores nothing.
      if (!(await findTestimonial(deps.sql, id))) throw notFound();
      const { testimonial } = await replacingImage(deps, FOLDER, image, async (stored) => {
        const updated = await updateTestimonial(deps.sql, id, fields, stored);
        // Deleted meanwhile: throwing removes the new image too.
        if (!updated) throw notFound();
        return updated;
      });
      return c.json({ message: "Testimonial updated", testimonial }, 200);
    })
    .openapi(route(testimonials.routes.remove, write), async (c) => {
      const removed = await deleteTestimonial(deps.sql, c.req.valid("param").id);
      if (!removed) throw notFound();
      await removeObject(deps, FOLDER, removed.image);
      return c.json({ message: "Testimonial deleted" }, 200);
    });
};
