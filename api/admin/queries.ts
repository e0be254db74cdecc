import type { DashboardStats } from "@institute/schemas";
import type { LoginAccount } from "../auth/password-login.ts";
import type { Sql } from "../db/database.ts";
import { instituteToday } from "../settings/queries.ts";

// Usernames are unique case-insensitively (admins_username_key on lower(username)). A disabled
// admin is not found: its login fails like any wrong password.
export const findAdminByUsername = async (sql: Sql, username: string) =>
  (await sql<LoginAccount[]>`select id, name, password_hash, token_version from admins
    where lower(username) = lower(${username}) and disabled_at is null`)[0];

/** The dashboard's counters (and the sidebar's new messages) in one statement, so they describe one moment. */
export const dashboardStats = async (sql: Sql, adminId: number) =>
  (await sql<DashboardStats[]>`
    select
      (select count(*) from students)::int as "studentCount",
      (select count(*) from courses)::int as "courseCount",
      (select count(*) from contacts)::int as "contactCount",
      (select count(*) from inquiries)::int as "inquiryCount",
      (select count(*) from contacts where handled_at is null)::int as "newContactCount",
      (select count(*) from inquiries where handled_at is null)::int as "newInquiryCount",
      (select count(*) from students where status = 'pending')::int as "pendingStudentCount",
      (select count(*) from visitors)::int as "totalVisitors",
      (select count(*) from visitors where last_seen > now() - interval '5 minutes')::int as "liveVisitors",
      (select count(*) from inquiries where owner_id = ${adminId} and follow_up_on <= ${instituteToday(sql)})::int
        as "dueInquiryCount",
      (select count(*) from contacts where owner_id = ${adminId} and follow_up_on <= ${instituteToday(sql)})::int
        as "dueContactCount"`)[0];
