import { queries } from "@institute/api-client";
import { normalizePath, PAGE_NAMES, pageTitle, PUBLIC } from "@institute/routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * The document's title follows client navigation for the pages with a fixed name (the server
 * wrote the first one); a course's page sets its own once the course has loaded.
 */
export function usePageTitle(pathname: string) {
  const settings = useQuery(queries.settings.get()).data;
  useEffect(() => {
    const path = normalizePath(pathname);
    if (!settings || (path !== PUBLIC.home && !PAGE_NAMES[path])) return;
    document.title = pageTitle(settings, PAGE_NAMES[path]);
  }, [settings, pathname]);
}
