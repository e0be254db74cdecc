import { z } from "zod";
import { orList } from "./common.ts";

/**
 * Where a student's access stands: a registration waits for the office (`pending`) unless Settings
 * open registration; only an `active` student sees the course's files; `inactive` may not log in.
 */
export const STUDENT_STATUSES = ["pending", "active", "inactive"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const StudentStatus = z.enum(STUDENT_STATUSES, { error: `status must be ${orList([...STUDENT_STATUSES])}` });

/** How the console and the exports name each status. */
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  pending: "Waiting for approval",
  active: "Active",
  inactive: "Deactivated",
};

/** What a student whose access is not open is told, by the API and the portal. */
export const STUDENT_REFUSALS: Record<Exclude<StudentStatus, "active">, string> = {
  pending: "Your registration is waiting for approval",
  inactive: "Your account has been deactivated. Please contact the institute.",
};
