import { Hono } from "hono";
import { IdParam, StudentLogin } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { violates } from "../db/db-errors.ts";
import { HttpError } from "../http/errors.ts";
import { hashPassword } from "../auth/password.ts";
import { noStore } from "../http/no-store.ts";
import { passwordLogin } from "../auth/password-login.ts";
import { limitWrites } from "../http/write-limits.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import {
  deleteStudent,
  EMAIL_TAKEN,
  findLogin,
  findProfile,
  insertStudent,
  listStudents,
  UNKNOWN_COURSE,
  updateProfile,
} from "./queries.ts";
import { ProfileUpload, RegistrationUpload } from "./schema.ts";

const FOLDER = "students";

const EMAIL_REGISTERED = "This email is already registered";
const NO_SUCH_COURSE = "The selected course does not exist";

/** The database decides duplicates and unknown courses, so two parallel registrations cannot both pass a check. */
function registrationRefused(e: unknown): never {
  if (violates(e, EMAIL_TAKEN)) throw new HttpError(409, EMAIL_REGISTERED, [{ path: "email", message: EMAIL_REGISTERED }]);
  if (violates(e, UNKNOWN_COURSE)) {
    throw new HttpError(400, `course_id: ${NO_SUCH_COURSE}`, [{ path: "course_id", message: NO_SUCH_COURSE }]);
  }
  throw e;
}

/** A valid token of a student who has since been deleted. */
function accountGone(): never {
  throw new HttpError(401, "Your account no longer exists. Please register or log in again.");
}

export const studentRoutes = (deps: Deps) => {
  const admin = requireRole(deps.tokens, "admin");
  const student = requireRole(deps.tokens, "student");
  const registrations = limitWrites(deps, { kind: "registration", max: deps.config.LIMIT_REGISTRATIONS_PER_10_MINUTES, windowMinutes: 10 });
  return new Hono()
    .post("/register", registrations, validate("form", RegistrationUpload), async (c) => {
      const { profile_image, password, ...fields } = c.req.valid("form");
      const passwordHash = await hashPassword(password);
      const stored = profile_image ? await storeUpload(deps, FOLDER, profile_image, "image") : null;
      const created = await recordingObject(deps, FOLDER, stored, () => insertStudent(deps.sql, fields, passwordHash, stored))
        .catch(registrationRefused);
      return c.json({ message: "Registration successful!", student: created }, 201);
    })
    .post("/login", noStore, validate("json", StudentLogin), async (c) => {
      const { email, password } = c.req.valid("json");
      return c.json(await passwordLogin(deps, c, { kind: "student", account: email, password, find: () => findLogin(deps.sql, email) }));
    })
    .get("/profile", student, async (c) => c.json((await findProfile(deps.sql, c.var.user.id)) ?? accountGone()))
    .put("/profile/update", student, validate("form", ProfileUpload), async (c) => {
      const { profile_image, ...fields } = c.req.valid("form");
      const stored = profile_image ? await storeUpload(deps, FOLDER, profile_image, "image") : null;
      const { profile, replaced } = await recordingObject(
        deps,
        FOLDER,
        stored,
        async () => (await updateProfile(deps.sql, c.var.user.id, fields, stored)) ?? accountGone(),
      );
      await removeObject(deps, FOLDER, replaced);
      return c.json({ message: "Profile updated successfully", profile });
    })
    .get("/", admin, async (c) => c.json(await listStudents(deps.sql)))
    .delete("/:id", admin, validate("param", IdParam), async (c) => {
      const removed = await deleteStudent(deps.sql, c.req.valid("param").id);
      if (!removed) throw new HttpError(404, "Student not found");
      await removeObject(deps, FOLDER, removed.profile_image);
      return c.json({ message: "Student deleted" });
    });
};
