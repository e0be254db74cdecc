import type { PrivacyNotice } from "@institute/schemas";
import type { Sql } from "../db/database.ts";

// Its one row is made by its migration, with a starting text.
export const getPrivacyNotice = async (sql: Sql) =>
  (await sql<PrivacyNotice[]>`select content, updated_at from privacy_notice where id = 1`)[0];

export const savePrivacyNotice = async (sql: Sql, content: string) =>
  (await sql<PrivacyNotice[]>`
    update privacy_notice set content = ${content}, updated_at = now() where id = 1
    returning content, updated_at`)[0];
