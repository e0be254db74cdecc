import { Hono } from "hono";
import { IdParam } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import { deleteTestimonial, findTestimonial, insertTestimonial, listTestimonials, updateTestimonial } from "./queries.ts";
import { TestimonialUpload } from "./schema.ts";

const FOLDER = "testimonials";
const notFound = () => new HttpError(404, "Testimonial not found");

export const testimonialRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .use(deps.cache.writes("testimonials"))
    .get("/", deps.cache.read("testimonials"), async (c) => c.json(await listTestimonials(deps.sql)))
    .post("/add", admin, validate("form", TestimonialUpload), async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const stored = image ? await storeUpload(deps, FOLDER, image, "image") : null;
      const testimonial = await recordingObject(deps, FOLDER, stored, () => insertTestimonial(deps.sql, fields, stored));
      return c.json({ message: "Testimonial added", testimonial }, 201);
    })
    .put("/:id", admin, validate("param", IdParam), validate("form", TestimonialUpload), async (c) => {
      const { id } = c.req.valid("param");
      const { image, ...fields } = c.req.valid("form");
      // Checked before the upload so that an unknown id stores nothing.
      if (!(await findTestimonial(deps.sql, id))) throw notFound();
      const stored = image ? await storeUpload(deps, FOLDER, image, "image") : null;
      const { testimonial, previous } = await recordingObject(deps, FOLDER, stored, async () => {
        // Deleted meanwhile: throwing lets recordingObject remove the new image too.
        const updated = await updateTestimonial(deps.sql, id, fields, stored);
        if (!updated) throw notFound();
        return updated;
      });
      if (stored) await removeObject(deps, FOLDER, previous);
      return c.json({ message: "Testimonial updated", testimonial });
    })
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const removed = await deleteTestimonial(deps.sql, c.req.valid("param").id);
      if (!removed) throw notFound();
      await removeObject(deps, FOLDER, removed.image);
      return c.json({ message: "Testimonial deleted" });
    });
};
