import { home } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { pageContentRoutes } from "../page-content/routes.ts";
import { homeQueries } from "./queries.ts";

export const homeRoutes = (deps: Deps) =>
  pageContentRoutes(deps, {
    routes: home.routes,
    queries: homeQueries,
    folder: "home",
    tag: "home",
    saved: "Home content updated successfully",
  });
