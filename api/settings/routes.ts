import { settings } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes } from "../http/declared-route.ts";
import { router } from "../http/validation.ts";
import { getSettings, saveSettings } from "./queries.ts";

/** The site's settings tag in the public cache: the pages' heads read them too. */
export const SETTINGS_TAG = "settings";

export const settingsRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(settings.routes.get, { use: [deps.cache.read(SETTINGS_TAG)] }), async (c) => {
      const { updated_at: _, ...details } = await getSettings(deps.sql);
      return c.json(details, 200);
    })
    .openapi(
      route(settings.routes.update, { use: [deps.cache.writes(SETTINGS_TAG)], previous: () => getSettings(deps.sql) }),
      async (c) => c.json({ message: "Settings saved", settings: await saveSettings(deps.sql, c.req.valid("json")) }, 200),
    );
};
