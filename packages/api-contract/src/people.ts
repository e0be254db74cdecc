import { z } from "zod";
import {
  AdminLogin,
  AdminPasswordChange,
  DashboardStats,
  IdParam,
  LoginAnswer,
  MessageBody,
  optionalFile,
  PageContent,
  PasswordChanged,
  ProfileUpdate,
  StaffEmail,
  Student,
  StudentEdit,
  StudentListQuery,
  StudentLogin,
  StudentPasswordChange,
  StudentProfile,
  StudentRegistration,
  Visit,
} from "@institute/schemas";
import { deleteById, exportOf, formBody, json, jsonBody, listPaged, readWhole, resource, route } from "./define.ts";

/** A login: the lockout counts failures per account and address, and per address. */
const login = <const P extends `/api/${string}`, S extends z.ZodType>(path: P, who: string, body: S, answer: string, refused = "") =>
  route("post", path, "public", {
    summary: `Log in as ${who}; five failures for one account and address (or 50 from one address) lock it for 15 minutes${refused}`,
    request: { body: jsonBody(body) },
    responses: { 200: json(LoginAnswer, `A token valid for ${answer}`) },
    errors: refused ? [400, 401, 403, 429] : [400, 401, 429],
  });

/** Ends the session everywhere: the account's tokens, on every device, are refused from now on. */
const logout = <const A extends "admin" | "student", const P extends `/api/${string}`>(access: A, path: P) =>
  route("post", path, access, {
    summary: "Log out: every token of this account, on every device, is refused from now on",
    responses: { 204: { description: "Logged out" } },
  });

/** Changes the caller's password; every other session of the account ends, this one goes on with the answer's token. */
const changePassword = <const A extends "admin" | "student", const P extends `/api/${string}`, S extends z.ZodType>(
  access: A,
  path: P,
  body: S,
) =>
  route("put", path, access, {
    summary:
      "Change the password: `currentPassword` must be right (401 otherwise, counted like a failed login), `newPassword` follows the account's rules and is not a common password. Every token of the account is refused from then on; the answer's token continues this session",
    request: { body: jsonBody(body) },
    responses: { 200: json(PasswordChanged, "Changed") },
    errors: [400, 401, 429],
  });

export const admin = resource({ name: "Admin", description: "The administrator's login and the back office's own reads." }, {
  login: login("/api/admin/login", "the administrator", AdminLogin, "8 hours and the admin's name"),
  logout: logout("admin", "/api/admin/logout"),
  changePassword: changePassword("admin", "/api/admin/password", AdminPasswordChange),
  changeEmail: route("put", "/api/admin/email", "admin", {
    summary:
      'Set the signed-in admin\'s own email, where its "Forgot password?" link is mailed ("" removes it): `currentPassword` must be right (401 otherwise, counted like a failed login); 409 when another account uses it',
    request: { body: jsonBody(StaffEmail) },
    responses: { 200: json(MessageBody.extend({ email: z.string() }), "Saved") },
    errors: [400, 401, 409, 429],
  }),
  stats: readWhole(
    "admin",
    "/api/admin/dashboard-stats",
    "The dashboard counters; visitors are live when seen in the last 5 minutes",
    DashboardStats,
    "Counters",
  ),
  about: readWhole("admin", "/api/admin/about", "The about content for the about editor (not cached)", PageContent, "About content"),
});

export const visits = resource({
  name: "Visits",
  description: "Visitor counting for the dashboard: the site sends its random visitor id on load and every 60 s while visible.",
}, {
  record: route("post", "/api/visits", "public", {
    summary: "Record a visit: a new id counts once towards the total; every call keeps the id live for 5 minutes",
    request: { body: jsonBody(Visit) },
    responses: { 200: json(MessageBody, "Recorded") },
    errors: [400],
  }),
});

/** The registration form: the shared fields plus an optional profile image. */
export const RegistrationUpload = StudentRegistration.extend({ profile_image: optionalFile });
/** The profile form. Only name, mobile and the image are read: email and course stay as registered even if sent. */
export const ProfileUpload = ProfileUpdate.extend({ profile_image: optionalFile });

export const students = resource({
  name: "Students",
  one: "student",
  description:
    "Registration, student login and profile; the admin lists, approves, changes and deletes students. No answer ever carries a password.",
}, {
  register: route("post", "/api/students/register", "public", {
    summary: "Register for a course; emails are unique case-insensitively (409 when taken), and common passwords are refused",
    request: { body: formBody(RegistrationUpload) },
    responses: { 201: json(MessageBody.extend({ student: Student }), "Registered") },
    errors: [400, 409, 413, 415, 429],
  }),
  login: login(
    "/api/students/login",
    "a student",
    StudentLogin,
    "7 days and the student's name",
    "; 403 with the right password for a student the office deactivated",
  ),
  logout: logout("student", "/api/students/logout"),
  changePassword: changePassword("student", "/api/students/password", StudentPasswordChange),
  profile: readWhole(
    "student",
    "/api/students/profile",
    "The logged-in student's profile with the title of their course",
    StudentProfile,
    "Profile",
  ),
  updateProfile: route("put", "/api/students/profile/update", "student", {
    summary: "Change name, mobile and profile image; email and course cannot be changed",
    request: { body: formBody(ProfileUpload) },
    responses: { 200: json(MessageBody.extend({ profile: StudentProfile }), "Updated") },
    errors: [400, 413, 415],
  }),
  list: listPaged(
    "admin",
    "/api/students",
    "List students with their course's title, newest first. `q` looks in the name, email and course (and, as a number, the mobile); `sort` by created_at, name, email or course; `course_id` keeps one course's students; `from`/`to` by the day registered",
    Student,
    StudentListQuery,
  ),
  export: exportOf(
    "/api/students/export",
    "students.xlsx",
    "Name, Email, Mobile, Course, Status, Registered",
    StudentListQuery.omit({ limit: true, offset: true }),
  ),
  edit: route("patch", "/api/students/{id}", "admin", {
    summary:
      "Change a student's name, mobile, course or status (pending, active, inactive): any of them. A new course or a status other than active ends the student's sessions; an inactive student cannot log in",
    request: { params: IdParam, body: jsonBody(StudentEdit) },
    responses: { 200: json(MessageBody.extend({ student: Student }), "Changed") },
    errors: [400, 404],
  }),
  remove: deleteById("/api/students/{id}", "Delete a student and their profile image"),
});
