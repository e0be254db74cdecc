import { pageContentDocs } from "../page-content/docs.ts";

export const homeDocs = pageContentDocs("home", "Home content", "The title, rich-text content and image of the home page.");
