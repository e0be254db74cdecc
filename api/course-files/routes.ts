import { Hono } from "hono";
import { COURSE_FILES_FOLDER, type CourseFile, IdParam, uploadUrl } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { HttpError } from "../http/errors.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import { deleteCourseFile, insertCourseFile, listCourseFiles, listStudentFiles } from "./queries.ts";
import { CourseFileUpload, originalName } from "./schema.ts";

const UNKNOWN_COURSE = "Course not found";

export const courseFileRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  const student = requireRole(deps.tokens, "student");

  // Course PDFs are not public: every answer carries a link that is signed and expires.
  const withUrl = (file: CourseFile) => {
    const { url, expiresAt } = deps.signer.sign(uploadUrl(COURSE_FILES_FOLDER, file.filename));
    return { ...file, url, expires_at: expiresAt.toISOString() };
  };

  return new Hono()
    .get("/", admin, async (c) => c.json((await listCourseFiles(deps.sql)).map(withUrl)))
    .get("/student", student, async (c) => {
      const files = await listStudentFiles(deps.sql, c.get("user").id);
      // A valid token of a deleted student: the session is over, not merely empty.
      if (!files) throw new HttpError(401, "Your account no longer exists. Please log in again.");
      return c.json(files.map(withUrl));
    })
    .post("/upload", admin, validate("form", CourseFileUpload), async (c) => {
      const { file, course_id, type } = c.req.valid("form");
      const filename = await storeUpload(deps, COURSE_FILES_FOLDER, file, "pdf");
      const stored = await recordingObject(deps, COURSE_FILES_FOLDER, filename, async () => {
        const row = await insertCourseFile(deps.sql, { course_id, type, filename, original_name: originalName(file) || filename });
        // Throwing here lets recordingObject remove the object stored for a course that does not exist.
        if (!row) throw new HttpError(400, `course_id: ${UNKNOWN_COURSE}`, [{ path: "course_id", message: UNKNOWN_COURSE }]);
        return row;
      });
      return c.json({ message: "File uploaded successfully", file: withUrl(stored) }, 201);
    })
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const removed = await deleteCourseFile(deps.sql, c.req.valid("param").id);
      if (!removed) throw new HttpError(404, "File not found");
      await removeObject(deps, COURSE_FILES_FOLDER, removed.filename);
      return c.json({ message: "File deleted" });
    });
};
