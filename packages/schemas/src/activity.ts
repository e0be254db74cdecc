import { z } from "zod";
import { rowId, Timestamp } from "./common.ts";
import { listQuery } from "./lists.ts";

/** One line of the activity log: who did what to which record, when, from where. */
export const ActivityEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  /** null once the admin account is gone, or for a failed login (no account proved). */
  admin_id: z.number().int().nullable(),
  /** The admin's name at the time (a failed login: the username typed). */
  admin_name: z.string(),
  address: z.string(),
  /** The route's name in its resource: add, update, remove, upload, export, login, login-failed, … */
  action: z.string(),
  /** The resource: Courses, Sliders, Contact messages, Admin, … */
  entity: z.string(),
  /** The record's id (or ids), when the action names one. */
  entity_id: z.string().nullable(),
  /** The record's name as it was then (a course's title, a student's name); "" when none. */
  record_name: z.string(),
  /** The fields sent, with short values; never a password or a file's content. */
  summary: z.string(),
  request_id: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** The log's list: the lists' paging, search (admin, action, entity, summary), sort, and these filters. */
export const ActivityListQuery = listQuery(["created_at", "admin_name", "action", "entity"]).extend({
  admin_id: z.preprocess((v) => (v === "" ? undefined : v), rowId("admin_id must be an admin's id").optional()),
  action: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(50).optional()),
  entity: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(50).optional()),
});
export type ActivityListQuery = z.output<typeof ActivityListQuery>;
