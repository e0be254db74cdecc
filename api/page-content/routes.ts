import type { PageContentRoutes } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { sanitizeRichText } from "../formats/rich-text.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import type { Folder } from "../storage/storage.ts";
import { replacingImage } from "../stored-files/stored-files.ts";
import type { pageQueries } from "./queries.ts";

export interface Page {
  /** The page's declared routes (home and about are declared alike). */
  routes: PageContentRoutes;
  queries: ReturnType<typeof pageQueries>;
  folder: Folder;
  /** Public cache tag of the page's GET. */
  tag: string;
  /** The answer to a successful save (the admin's toast). */
  saved: string;
}

/** A one-record page (home, about): a public GET and the admin's POST /update. */
export const pageContentRoutes = (deps: Deps, page: Page) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(page.routes.get, { cached: page.tag }), async (c) => c.json(await page.queries.get(deps.sql), 200))
    .openapi(route(page.routes.update, { use: [deps.cache.writes(page.tag)], previous: () => page.queries.get(deps.sql) }), async (c) => {
      // oldImage (the name the admin's form showed) is not used: the stored record says which image is current.
      const { image, title, content } = c.req.valid("form");
      const fields = { title, content: await sanitizeRichText(content) };
      const { saved } = await replacingImage(deps, page.folder, image, (stored) => page.queries.save(deps.sql, fields, stored));
      return c.json({ message: page.saved, ...saved }, 200);
    });
};
