import { Hono } from "hono";
import { COURSE_FILES_FOLDER, IdParam } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { sanitizeRichText } from "../formats/rich-text.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import { deleteCourse, findCourse, insertCourse, listCourses, updateCourse } from "./queries.ts";
import { CourseUpload } from "./schema.ts";

const FOLDER = "courses";

const notFound = () => new HttpError(404, "Course not found");

export const courseRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .use(deps.cache.writes("courses"))
    .get("/", deps.cache.read("courses"), async (c) => c.json(await listCourses(deps.sql)))
    .get("/:id", deps.cache.read("courses"), validate("param", IdParam), async (c) => {
      const course = await findCourse(deps.sql, c.req.valid("param").id);
      if (!course) throw notFound();
      return c.json(course);
    })
    .post("/add", admin, validate("form", CourseUpload), async (c) => {
      // oldImage belongs to the update form; a new course has no image to keep.
      const { image, oldImage: _, ...fields } = c.req.valid("form");
      fields.full_desc = await sanitizeRichText(fields.full_desc);
      const stored = image ? await storeUpload(deps, FOLDER, image, "image") : null;
      const course = await recordingObject(deps, FOLDER, stored, () => insertCourse(deps.sql, fields, stored));
      return c.json({ message: "Saved successfully", course }, 201);
    })
    .put("/update/:id", admin, validate("param", IdParam), validate("form", CourseUpload), async (c) => {
      const { id } = c.req.valid("param");
      // The stored image is the truth; oldImage only tells what the form showed.
      const { image, oldImage: _, ...fields } = c.req.valid("form");
      // Checked before the upload so that an unknown id stores nothing.
      if (!(await findCourse(deps.sql, id))) throw notFound();
      fields.full_desc = await sanitizeRichText(fields.full_desc);
      const stored = image ? await storeUpload(deps, FOLDER, image, "image") : null;
      const { course, previous } = await recordingObject(deps, FOLDER, stored, async () => {
        // Deleted meanwhile: throwing lets recordingObject remove the new image too.
        const updated = await updateCourse(deps.sql, id, fields, stored);
        if (!updated) throw notFound();
        return updated;
      });
      if (stored) await removeObject(deps, FOLDER, previous);
      return c.json({ message: "Saved successfully", course });
    })
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const result = await deleteCourse(deps.sql, c.req.valid("param").id);
      if (result.outcome === "missing") throw notFound();
      if (result.outcome === "enrolled") throw new HttpError(409, "This course has enrolled students and cannot be deleted");
      await Promise.all([
        removeObject(deps, FOLDER, result.image),
        ...result.files.map((name) => removeObject(deps, COURSE_FILES_FOLDER, name)),
      ]);
      return c.json({ message: "Course deleted" });
    });
};
