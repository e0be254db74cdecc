import { z } from "zod";
import { LoginAnswer, MessageBody, Student, StudentLogin, StudentProfile } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { ProfileUpload, RegistrationUpload } from "./schema.ts";

export const studentDocs: ResourceDocs = {
  tag: "Students",
  description: "Registration, student login and profile; the admin lists and deletes students. No answer ever carries a password.",
  routes: [
    {
      method: "post",
      path: "/api/students/register",
      summary: "Register for a course; emails are unique case-insensitively (409 when taken)",
      auth: "public",
      body: { type: "multipart", schema: RegistrationUpload },
      responses: { 201: { description: "Registered", schema: MessageBody.extend({ student: Student }) } },
      errors: [400, 409, 413, 415, 429],
    },
    {
      method: "post",
      path: "/api/students/login",
      summary: "Log in as a student; five failures for one email and address (or 50 from one address) lock it for 15 minutes",
      auth: "public",
      body: { type: "json", schema: StudentLogin },
      responses: { 200: { description: "A token valid for 7 days and the student's name", schema: LoginAnswer } },
      errors: [400, 401, 429],
    },
    {
      method: "get",
      path: "/api/students/profile",
      summary: "The logged-in student's profile with the title of their course",
      auth: "student",
      responses: { 200: { description: "Profile", schema: StudentProfile } },
    },
    {
      method: "put",
      path: "/api/students/profile/update",
      summary: "Change name, mobile and profile image; email and course cannot be changed",
      auth: "student",
      body: { type: "multipart", schema: ProfileUpload },
      responses: { 200: { description: "Updated", schema: MessageBody.extend({ profile: StudentProfile }) } },
      errors: [400, 413, 415],
    },
    {
      method: "get",
      path: "/api/students",
      summary: "List students with their course name, newest first",
      auth: "admin",
      responses: { 200: { description: "Students", schema: z.array(Student) } },
    },
    {
      method: "delete",
      path: "/api/students/{id}",
      summary: "Delete a student and their profile image",
      auth: "admin",
      responses: { 200: { description: "Deleted", schema: MessageBody } },
      errors: [400, 404],
    },
  ],
};
