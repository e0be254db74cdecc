import { courses } from "@institute/api-contract";
import { COURSE_FILES_FOLDER } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { sanitizeRichText } from "../formats/rich-text.ts";
import { byId } from "../activity/record.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { HttpError } from "../http/errors.ts";
import { editWithImage, removeObject, withStoredImage } from "../stored-files/stored-files.ts";
import { deleteCourse, findCourse, insertCourse, listCourseCards, listCourses, updateCourse } from "./queries.ts";

const FOLDER = "courses";

const notFound = () => new HttpError(404, "Course not found");

export const courseRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const read = { cached: "courses" };
  const write = { use: [deps.cache.writes("courses")] };
  return router()
    .openapi(route(courses.routes.list, read), async (c) => c.json(await listCourses(deps.sql), 200))
    .openapi(
      route(courses.routes.cards, read),
      async (c) => c.json(await listCourseCards(deps.sql, c.req.valid("query").first), 200),
    )
    .openapi(route(courses.routes.get, read), async (c) => {
      const course = await findCourse(deps.sql, c.req.valid("param").id);
      if (!course) throw notFound();
      return c.json(course, 200);
    })
    .openapi(route(courses.routes.add, write), async (c) => {
      // oldImage belongs to the update form; a new course has no image to keep.
      const { image, oldImage: _, ...fields } = c.req.valid("form");
      fields.full_desc = await sanitizeRichText(fields.full_desc);
      const course = await withStoredImage(deps, FOLDER, image, (stored) => insertCourse(deps.sql, fields, stored));
      return c.json({ message: "Saved successfully", course }, 201);
    })
    .openapi(route(courses.routes.update, { ...write, previous: byId((id) => findCourse(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      // The stored image is the truth; oldImage only tells what the form showed.
      const { image, oldImage: _, ...fields } = c.req.valid("form");
      fields.full_desc = await sanitizeRichText(fields.full_desc);
      const { previous: _previous, ...course } = await editWithImage(deps, FOLDER, image, {
        exists: () => findCourse(deps.sql, id),
        write: (stored) => updateCourse(deps.sql, id, fields, stored),
        missing: notFound,
      });
      return c.json({ message: "Saved successfully", course }, 200);
    })
    .openapi(route(courses.routes.remove, { ...write, previous: byId((id) => findCourse(deps.sql, id)) }), async (c) => {
      const result = await deleteCourse(deps.sql, c.req.valid("param").id);
      if (result.outcome === "missing") throw notFound();
      if (result.outcome === "enrolled") throw new HttpError(409, "This course has enrolled students and cannot be deleted");
      await Promise.all([
        removeObject(deps, FOLDER, result.image),
        ...result.files.map((name) => removeObject(deps, COURSE_FILES_FOLDER, name)),
      ]);
      return c.json({ message: "Course deleted" }, 200);
    });
};
