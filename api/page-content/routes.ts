import { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { requireRole } from "../auth/tokens.ts";
import { sanitizeRichText } from "../formats/rich-text.ts";
import { recordingObject, removeObject, storeUpload } from "../stored-files/stored-files.ts";
import { validate } from "../http/validate.ts";
import type { Folder } from "../storage/storage.ts";
import type { pageQueries } from "./queries.ts";
import { PageContentUpload } from "./schema.ts";

export interface Page {
  queries: ReturnType<typeof pageQueries>;
  folder: Folder;
  /** Public cache tag of the page's GET. */
  tag: string;
  /** The answer to a successful save (the admin's toast). */
  saved: string;
}

/** A one-record page (home, about): a public GET and the admin's POST /update. */
export const pageContentRoutes = (deps: Deps, page: Page) => {
  const admin = requireRole(deps.tokens, "admin");
  return new Hono()
    .use(deps.cache.writes(page.tag))
    .get("/", deps.cache.read(page.tag), async (c) => c.json(await page.queries.get(deps.sql)))
    .post("/update", admin, validate("form", PageContentUpload), async (c) => {
      // oldImage (the name the admin's form showed) is not used: the stored record says which image is current.
      const { image, title, content } = c.req.valid("form");
      const fields = { title, content: await sanitizeRichText(content) };
      const stored = image ? await storeUpload(deps, page.folder, image, "image") : null;
      const { saved, previous } = await recordingObject(deps, page.folder, stored, () => page.queries.save(deps.sql, fields, stored));
      if (stored) await removeObject(deps, page.folder, previous);
      return c.json({ message: page.saved, ...saved });
    });
};
