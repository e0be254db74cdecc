import { PrivacyNotice } from "@institute/schemas";
import type { Sql } from "../db/database.ts";
import { fieldsOf } from "../db/row.ts";

// The notice is read by its schema's fields.
const FIELDS = fieldsOf(PrivacyNotice);

// Its one row is made by its migration, with a starting text.
export const getPrivacyNotice = async (sql: Sql) => (await sql<PrivacyNotice[]>`select ${sql(FIELDS)} from privacy_notice where id = 1`)[0];

export const savePrivacyNotice = async (sql: Sql, content: string) =>
  (await sql<PrivacyNotice[]>`
    update privacy_notice set content = ${content}, updated_at = now() where id = 1
    returning ${sql(FIELDS)}`)[0];
