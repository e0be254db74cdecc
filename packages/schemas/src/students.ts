import { z } from "zod";
import { MOBILE_WRITTEN_MAX, mobileNumber, PASSWORD_MIN, requiredText, rowId, Timestamp } from "./common.ts";
import { newPassword, typedPassword } from "./passwords.ts";
import { StudentStatus } from "./student-status.ts";

export const emailAddress = (invalid: string) => z.string({ error: invalid }).trim().max(254, invalid).pipe(z.email(invalid));
const mobile = mobileNumber(
  z.string({ error: "Mobile must be 10 digits" }).trim().max(MOBILE_WRITTEN_MAX, "Mobile must be 10 digits"),
  "Mobile must be 10 digits",
);

export const StudentRegistration = z.object({
  name: requiredText(100, "Name is required."),
  email: emailAddress("Invalid email"),
  mobile,
  password: newPassword(PASSWORD_MIN),
  course_id: rowId("Please select a course."),
});
export const StudentLogin = z.object({
  email: requiredText(254, "Email is required"),
  password: typedPassword("Password is required"),
});
export const ProfileUpdate = z.object({
  name: requiredText(100, "Name is required."),
  mobile,
});

/** A student as the admin lists them: never a password or hash. */
export const Student = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  course_id: z.number().int(),
  course: z.string(),
  profile_image: z.string().nullable(),
  status: StudentStatus,
  created_at: Timestamp,
});
export type Student = z.infer<typeof Student>;
export const StudentProfile = Student.omit({ course: true }).extend({ course_title: z.string() });
export type StudentProfile = z.infer<typeof StudentProfile>;

/**
 * The office's change to a student: any of name, mobile, course and status. A change of course or
 * a status other than active ends the student's sessions: their access shrinks.
 */
export const StudentEdit = z.object({
  name: ProfileUpdate.shape.name,
  mobile,
  course_id: rowId("Please select a course."),
  status: StudentStatus,
}).partial().refine((edit) => Object.values(edit).some((value) => value !== undefined), "Name a field to change");
export type StudentEdit = z.output<typeof StudentEdit>;
