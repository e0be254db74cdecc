import { about } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { pageContentRoutes } from "../page-content/routes.ts";
import { aboutQueries } from "./queries.ts";

export const aboutRoutes = (deps: Deps) =>
  pageContentRoutes(deps, {
    routes: about.routes,
    queries: aboutQueries,
    folder: "aboutus",
    tag: "about",
    saved: "About page updated successfully!",
  });
