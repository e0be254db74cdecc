import type { Sql } from "../db/database.ts";
import { pageQueries } from "../page-content/queries.ts";

export const aboutQueries = pageQueries("about_content");

/** The about page; also what the admin's GET /api/admin/about answers. */
export const getAbout = (sql: Sql) => aboutQueries.get(sql);
