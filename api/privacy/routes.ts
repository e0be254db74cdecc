import { privacy } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { sanitizeRichText } from "../formats/rich-text.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import { getPrivacyNotice, savePrivacyNotice } from "./queries.ts";

export const privacyRoutes = (deps: Deps) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(privacy.routes.get, { cached: "privacy" }), async (c) => c.json(await getPrivacyNotice(deps.sql), 200))
    .openapi(
      route(privacy.routes.update, { use: [deps.cache.writes("privacy")], previous: () => getPrivacyNotice(deps.sql) }),
      async (c) => {
        const saved = await savePrivacyNotice(deps.sql, await sanitizeRichText(c.req.valid("json").content));
        return c.json({ message: "Privacy notice saved", ...saved }, 200);
      },
    );
};
