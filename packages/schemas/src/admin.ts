import { z } from "zod";
import { requiredText } from "./common.ts";
import { typedPassword } from "./passwords.ts";

export const AdminLogin = z.object({
  username: requiredText(100, "Username is required"),
  password: typedPassword("Password is required"),
});
export const DashboardStats = z.object({
  studentCount: z.number().int(),
  courseCount: z.number().int(),
  contactCount: z.number().int(),
  inquiryCount: z.number().int(),
  /** Not yet marked handled: the console's sidebar shows these. */
  newContactCount: z.number().int(),
  newInquiryCount: z.number().int(),
  /** Registrations waiting for the office's approval. */
  pendingStudentCount: z.number().int(),
  totalVisitors: z.number().int(),
  liveVisitors: z.number().int(),
  /** The signed-in admin's inquiries, and contact messages, whose next follow-up is today or earlier. */
  dueInquiryCount: z.number().int(),
  dueContactCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
