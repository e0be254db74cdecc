import { pageQueries } from "../page-content/queries.ts";

export const homeQueries = pageQueries("home_content");
