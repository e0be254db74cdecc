import { ADMIN, coursePath, PAGE_NAMES, pageTitle, PORTAL, PUBLIC, type RemoteName } from "@institute/routes";
import { type HeadTags, headTags, pageHead } from "@institute/page-head";
import { Id } from "@institute/schemas";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { siteOrigin } from "../http/client-address.ts";
import { getSettings } from "../settings/queries.ts";
import type { PageAddress } from "./canonical-path.ts";

/**
 * A page of the shell as the server knows it before any route is drawn: its status, the head it
 * has unless its route's drawing says more, and the remote that draws it.
 */
export interface ShellPage {
  status: 200 | 404;
  head: HeadTags;
  /** Its head should its route find nothing at the address (an unknown course): no one's search result. */
  missing: HeadTags;
  /** The site's address for this request: a page's head holds absolute addresses. */
  origin: string;
  /** The remote that draws the page: its modules are named in the head (remote-preloads.ts). */
  remote?: RemoteName;
}

/** A page asked for at another address than its own: answered with a permanent redirect to it. */
export interface MovedPage {
  status: 301;
  location: string;
}

type PageDeps = Pick<Deps, "sql" | "config">;

const PUBLIC_PAGES = new Set<string>(Object.values(PUBLIC).filter((path) => path !== PUBLIC.course));
// Pages no search should show: the portal's and the console's.
const PORTAL_PAGES = new Set<string>(Object.values(PORTAL));
const ADMIN_PAGES = new Set<string>(Object.values(ADMIN));
// A course's number, after any zeros written before it: /courses/007 is course 7's page.
const COURSE = /^\/courses\/(0*)([1-9]\d{0,9})$/;
/** The course a path names (`/courses/7`, also written `/courses/007`), when its number can be a row's. */
const courseIn = (path: string) => {
  const match = COURSE.exec(path);
  const id = match ? Id.safeParse(match[2]) : undefined;
  return match && id?.success ? { id: id.data, padded: match[1] !== "" } : undefined;
};

/**
 * What the server knows of each URL of the shell from its path alone: which remote draws it, the
 * portal's and console's pages kept out of search, an address no page has (404), and where a
 * course's number written with zeros moved. A public page's own head and its status (an unknown
 * course's 404) are its route's (the public remote's routes.tsx), drawn on the server; the head
 * made here is for a page the server cannot draw (its remote has no server build): the site's.
 */
export const describePage = (deps: PageDeps) => async (c: Context, { path, search }: PageAddress): Promise<ShellPage | MovedPage> => {
  const course = courseIn(path);
  if (course?.padded) return { status: 301, location: `${coursePath(course.id)}${search}` };
  const { updated_at: _, ...settings } = await getSettings(deps.sql);
  const origin = siteOrigin(deps, c);
  const head = (title: string, noindex?: boolean) =>
    headTags(pageHead({ settings, origin }, path, { title, description: settings.description || settings.name, noindex }), settings.name);
  const missing = head(pageTitle(settings, "Page not found"), true);
  const page = (remote: RemoteName, title: string, noindex?: boolean): ShellPage => ({
    status: 200,
    origin,
    remote,
    head: head(title, noindex),
    missing,
  });
  if (PORTAL_PAGES.has(path)) return page("portal", pageTitle(settings, PAGE_NAMES[path]), true);
  if (ADMIN_PAGES.has(path)) return page("admin", pageTitle(settings, PAGE_NAMES[path]), true);
  if (course) return page("public", pageTitle(settings));
  if (PUBLIC_PAGES.has(path)) return page("public", pageTitle(settings, PAGE_NAMES[path]));
  return { status: 404, origin, head: missing, missing };
};
