import { MessageBody, PageContent } from "@institute/schemas";
import type { ResourceDocs } from "../openapi/registry.ts";
import { PageContentUpload } from "./schema.ts";

/** The docs of a one-record page mounted at `/api/{path}`. */
export const pageContentDocs = (path: string, tag: string, description: string): ResourceDocs => ({
  tag,
  description,
  routes: [
    {
      method: "get",
      path: `/api/${path}`,
      summary: "Read the page (empty title, content and image until it is first saved)",
      auth: "public",
      responses: { 200: { description: "The page", schema: PageContent } },
    },
    {
      method: "post",
      path: `/api/${path}/update`,
      summary:
        "Save the page. `content` is sanitised rich text; a new `image` replaces the old one, which is deleted. Without one the stored image is kept (`oldImage` is accepted and not needed).",
      auth: "admin",
      body: { type: "multipart", schema: PageContentUpload },
      responses: { 200: { description: "Saved", schema: MessageBody.extend(PageContent.shape) } },
      errors: [400, 413, 415],
    },
  ],
});
