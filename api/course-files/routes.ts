import { courseFiles } from "@institute/api-contract";
import { COURSE_FILES_FOLDER, type CourseFile, STUDENT_REFUSALS, uploadUrl } from "@institute/schemas";
import { accountGone } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, PDF_FORM_LIMIT, router } from "../routing/declared-route.ts";
import { withTotal } from "../http/list-total.ts";
import { HttpError } from "../http/errors.ts";
import { fieldError } from "../http/validation.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { EXPORT_BATCH, spreadsheetHeaders } from "../formats/spreadsheet.ts";
import { courseFileBatches, deleteCourseFile, insertCourseFile, listCourseFiles, listStudentFiles } from "./queries.ts";
import { courseFileSheet } from "./export.ts";
import { originalName } from "./original-name.ts";

export const courseFileRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);

  // Course PDFs are not public: every answer carries a link that is signed and expires.
  const withUrl = (file: CourseFile) => {
    const { url, expiresAt } = deps.signer.sign(uploadUrl(COURSE_FILES_FOLDER, file.filename));
    return { ...file, url, expires_at: expiresAt.toISOString() };
  };

  return router()
    .openapi(route(courseFiles.routes.list), async (c) => {
      const page = await listCourseFiles(deps.sql, c.req.valid("query"));
      return c.json(withTotal(c, page).map(withUrl), 200);
    })
    .openapi(route(courseFiles.routes.export, { recorded: true }), async (c) => {
      const body = await courseFileSheet(deps, courseFileBatches(deps.sql, c.req.valid("query"), EXPORT_BATCH));
      return c.body(body, 200, spreadsheetHeaders("course-files.xlsx"));
    })
    .openapi(route(courseFiles.routes.mine), async (c) => {
      const mine = await listStudentFiles(deps.sql, c.var.user.id);
      // A valid token of a deleted student: the session is over, not merely empty.
      if (!mine) throw accountGone();
      if (mine.status !== "active") throw new HttpError(403, STUDENT_REFUSALS[mine.status]);
      return c.json(mine.files.map(withUrl), 200);
    })
    .openapi(route(courseFiles.routes.upload, { maxBodyBytes: PDF_FORM_LIMIT }), async (c) => {
      const { file, course_id, type } = c.req.valid("form");
      const filename = await storeUpload(deps, COURSE_FILES_FOLDER, file, "pdf");
      const stored = await recordingObject(deps, COURSE_FILES_FOLDER, filename, async () => {
        const row = await insertCourseFile(deps.sql, { course_id, type, filename, original_name: originalName(file) || filename });
        // Throwing here lets recordingObject remove the object stored for a course that does not exist.
        if (!row) throw fieldError("course_id", "Course not found");
        return row;
      });
      return c.json({ message: "File uploaded successfully", file: withUrl(stored) }, 201);
    })
    .openapi(route(courseFiles.routes.remove), async (c) => {
      const removed = await deleteCourseFile(deps.sql, c.req.valid("param").id);
      if (!removed) throw new HttpError(404, "File not found");
      await removeObject(deps, COURSE_FILES_FOLDER, removed.filename);
      return c.json({ message: "File deleted" }, 200);
    });
};
