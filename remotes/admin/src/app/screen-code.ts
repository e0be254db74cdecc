import { lazyRouteComponent } from "@tanstack/react-router";

/** A screen's code could not be fetched because the site itself cannot be reached (the server or the network away). */
export class SiteUnreachable extends Error {
  constructor(cause: unknown) {
    super("The console's server could not be reached", { cause });
  }
}

/** Whether the console's own address answers: the page loaded again now would come back. */
export const siteReachable = () => fetch(location.href, { method: "HEAD", cache: "no-store" }).then((res) => res.ok, () => false);

/**
 * A screen's code, fetched when its route is first shown. The router takes a failed fetch for a
 * module a newer release removed and loads the page again once; while the site cannot be reached
 * at all, that would swap the console for the browser's own error page, so the failure is a
 * SiteUnreachable then, shown inside the console with its menu.
 */
export const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) =>
  lazyRouteComponent(() =>
    load().catch(async (error) => {
      throw (await siteReachable()) ? error : new SiteUnreachable(error);
    }), name);
