import { settings } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { getSettings, saveSettings } from "./queries.ts";
import { getMessageRetention, saveMessageRetention } from "../retention/messages.ts";

export const settingsRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(settings.routes.get, { cached: "settings" }), async (c) => {
      const { updated_at: _, ...details } = await getSettings(deps.sql);
      return c.json(details, 200);
    })
    .openapi(
      route(settings.routes.update, { use: [deps.cache.writes("settings")], previous: () => getSettings(deps.sql) }),
      async (c) => c.json({ message: "Settings saved", settings: await saveSettings(deps.sql, c.req.valid("json")) }, 200),
    )
    .openapi(route(settings.routes.retention), async (c) => c.json({ months: await getMessageRetention(deps.sql) }, 200))
    .openapi(
      route(settings.routes.saveRetention, { previous: async () => ({ months: await getMessageRetention(deps.sql) }) }),
      async (c) => c.json({ message: "Retention saved", months: await saveMessageRetention(deps.sql, c.req.valid("json").months) }, 200),
    );
};
