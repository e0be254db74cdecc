import { MessageBody, optionalFile, PageContent, PageContentForm } from "@institute/schemas";
import { formBody, json, readWhole, resource, route, type Tag } from "./define.ts";

/** The multipart form of a page update: title, content, oldImage and an optional new image. */
export const PageContentUpload = PageContentForm.extend({ image: optionalFile });

/** A one-record page (home, about) at `/api/{page}`: a public read and the admin's update. */
const pageContent = <const P extends string>(page: P, tag: Tag) =>
  resource(tag, {
    get: readWhole(
      "public",
      `/api/${page}`,
      "Read the page (empty title, content and image until it is first saved)",
      PageContent,
      "The page",
    ),
    update: route("post", `/api/${page}/update`, "admin", {
      summary:
        "Save the page. `content` is sanitised rich text; a new `image` replaces the old one, which is deleted. Without one the stored image is kept (`oldImage` is accepted and not needed).",
      request: { body: formBody(PageContentUpload) },
      responses: { 200: json(MessageBody.extend(PageContent.shape), "Saved") },
      errors: [400, 413, 415],
    }),
  });

export const home = pageContent("home", {
  name: "Home content",
  one: "home page",
  description: "The title, rich-text content and image of the home page.",
});
export const about = pageContent("about", {
  name: "About page",
  one: "about page",
  description: "The title, rich-text content and image of the about page.",
});

/** The routes of either page, for code that serves both. */
export type PageContentRoutes = ReturnType<typeof pageContent<string>>["routes"];
