import { pageContentTests } from "../testing/page_content_cases.ts";

pageContentTests({ path: "home", table: "home_content", folder: "home", saved: "Home content updated successfully" });
