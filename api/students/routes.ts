import { followUp, students } from "@institute/api-contract";
import { ENROLLED_STAGE } from "@institute/schemas";
import { ADMIN, PORTAL } from "@institute/routes";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { changePassword } from "../auth/password-change.ts";
import { passwordLogin } from "../auth/password-login.ts";
import { accountGone } from "../auth/tokens.ts";
import { logOut } from "../auth/log-out.ts";
import { violates } from "../db/db-errors.ts";
import { transaction } from "../db/transaction.ts";
import { enrolInquiries } from "../follow-up/queries.ts";
import { siteOrigin } from "../http/client-address.ts";
import { registrationMails } from "../mail/registration-mails.tsx";
import { queueWithSettings } from "../mail/outbox.ts";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { byId, recordActivity } from "../activity/record.ts";
import { withTotal } from "../http/list-total.ts";
import { HttpError } from "../http/errors.ts";
import { noStore } from "../http/no-store.ts";
import { fieldError } from "../http/validation.ts";
import { limitWrites } from "../write-limits/write-limits.ts";
import { EXPORT_BATCH, spreadsheetHeaders } from "../formats/spreadsheet.ts";
import { studentSheet } from "./export.ts";
import { deleteWithImage, replacingImage, withStoredImage } from "../stored-files/stored-files.ts";
import {
  deleteStudent,
  editStudent,
  EMAIL_TAKEN,
  findLogin,
  findProfile,
  findStudent,
  insertStudent,
  listStudents,
  studentBatches,
  UNKNOWN_COURSE,
  updateProfile,
} from "./queries.ts";

const FOLDER = "students";

const EMAIL_REGISTERED = "This email is already registered";

/** The database decides duplicates and unknown courses, so two parallel registrations cannot both pass a check. */
function registrationRefused(e: unknown): never {
  if (violates(e, EMAIL_TAKEN)) throw new HttpError(409, EMAIL_REGISTERED, [{ path: "email", message: EMAIL_REGISTERED }]);
  if (violates(e, UNKNOWN_COURSE)) throw fieldError("course_id", "The selected course does not exist");
  throw e;
}

/** A valid token of a student deleted since the guard read the account. */
function studentGone(): never {
  throw accountGone();
}

export const studentRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  const registrations = limitWrites(deps, {
    kind: "registration",
    max: deps.config.LIMIT_REGISTRATIONS_PER_10_MINUTES,
    windowMinutes: 10,
    // An email already registered counts too: else the form would tell, without limit, who studies here.
    keeps: (status) => status < 300 || status === 409,
  });
  return router()
    .openapi(route(students.routes.register, { use: [registrations] }), async (c) => {
      const { profile_image, password, ...fields } = c.req.valid("form");
      // Checked here, not in the shared schema: the browser would need the whole list.
      if (isCommonPassword(password)) throw fieldError("password", TOO_COMMON);
      const passwordHash = await hashPassword(password);
      const origin = siteOrigin(deps, c);
      const links = { login: `${origin}${PORTAL.login}`, students: `${origin}${ADMIN.students}` };
      // The student and the welcome (and the office's notice) are kept together or not at all.
      const created = await withStoredImage(deps, FOLDER, profile_image, (image) =>
        transaction(deps.sql, async (tx) => {
          const student = await insertStudent(tx, fields, passwordHash, image);
          const enrolled = await enrolInquiries(tx, student);
          await queueWithSettings(tx, (settings, office) => registrationMails(student, settings, office, links));
          return { ...student, enrolled };
        })).catch(registrationRefused);
      const { enrolled, ...student } = created;
      // The desk's change no admin made: the log names the registration as its cause.
      if (enrolled.length) {
        await recordActivity(deps, c, {
          admin_id: null,
          admin_name: "",
          action: "enrol",
          entity: followUp.tag.name,
          entity_id: enrolled.join(","),
          record_name: student.name,
          summary: `stage: "${ENROLLED_STAGE}", student_id: ${student.id} (registered with the inquiry's email)`,
        });
      }
      void deps.mail.wake();
      return c.json({ message: "Registration successful!", student }, 201);
    })
    .openapi(route(students.routes.login, { use: [noStore] }), async (c) => {
      const { email, password } = c.req.valid("json");
      const answer = await passwordLogin(deps, c, { kind: "student", account: email, password, find: () => findLogin(deps.sql, email) });
      return c.json(answer, 200);
    })
    .openapi(route(students.routes.logout), logOut(deps.sql))
    .openapi(route(students.routes.changePassword, { use: [noStore] }), async (c) => {
      const token = await changePassword(deps, c, c.var.user, c.req.valid("json"));
      return c.json({ message: "Password changed", token }, 200);
    })
    .openapi(route(students.routes.profile), async (c) => c.json((await findProfile(deps.sql, c.var.user.id)) ?? studentGone(), 200))
    .openapi(route(students.routes.updateProfile), async (c) => {
      const { profile_image, ...fields } = c.req.valid("form");
      const { profile } = await replacingImage(
        deps,
        FOLDER,
        profile_image,
        async (image) => (await updateProfile(deps.sql, c.var.user.id, fields, image)) ?? studentGone(),
      );
      return c.json({ message: "Profile updated successfully", profile }, 200);
    })
    .openapi(route(students.routes.list), async (c) => c.json(withTotal(c, await listStudents(deps.sql, c.req.valid("query"))), 200))
    .openapi(route(students.routes.export, { recorded: true }), async (c) => {
      const body = await studentSheet(deps, studentBatches(deps.sql, c.req.valid("query"), EXPORT_BATCH));
      return c.body(body, 200, spreadsheetHeaders("students.xlsx"));
    })
    .openapi(route(students.routes.edit, { previous: byId((id) => findStudent(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      const student = await editStudent(deps.sql, id, c.req.valid("json")).catch((e) => {
        if (violates(e, UNKNOWN_COURSE)) throw fieldError("course_id", "The selected course does not exist");
        throw e;
      });
      if (!student) throw new HttpError(404, "Student not found");
      return c.json({ message: "Student updated", student }, 200);
    })
    .openapi(route(students.routes.remove, { previous: byId((id) => findStudent(deps.sql, id)) }), async (c) => {
      const { id } = c.req.valid("param");
      await deleteWithImage(deps, FOLDER, {
        remove: () => deleteStudent(deps.sql, id),
        missing: () => new HttpError(404, "Student not found"),
      });
      return c.json({ message: "Student deleted" }, 200);
    });
};
