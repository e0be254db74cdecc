import { pageContentDocs } from "../page-content/docs.ts";

export const aboutDocs = pageContentDocs("about", "About page", "The title, rich-text content and image of the about page.");
