import { ADMIN, coursePath, PAGE_NAMES, pageTitle, PORTAL, PUBLIC, type RemoteName } from "@institute/routes";
import { type HeadTags, headTags, pageHead } from "@institute/page-head";
import { rowIdOf } from "@institute/schemas/row-id";
import type { Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
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

type PageDeps = Pick<Deps, "sql" | "config" | "cache">;

/** A page of the shell: the remote that draws it, and its path as its route declares it. */
interface Page {
  remote: RemoteName;
  path: string;
}

// Every page's path, as the remotes' routes declare them (@institute/routes), matched by Hono's own
// router: `$id` in TanStack's spelling is `:id` in Hono's.
const PAGES = new TrieRouter<Page>();
for (const [remote, paths] of [["public", PUBLIC], ["portal", PORTAL], ["admin", ADMIN]] as const) {
  for (const path of Object.values(paths)) PAGES.add("GET", path.replaceAll("$", ":"), { remote, path });
}
/** The page at `path` and its params (a trie router answers with the params themselves). */
const pageAt = (path: string) => PAGES.match("GET", path)[0][0] as [Page, Record<string, string>] | undefined;

/** The course a course page's segment names (`7`, also written `007`), when its number can be a row's. */
const courseIn = (segment: string) => {
  const id = rowIdOf(segment.replace(/^0+/, ""));
  return id === undefined ? undefined : { id, padded: segment !== String(id) };
};

/**
 * What the server knows of each URL of the shell from its path alone: which remote draws it, the
 * portal's and console's pages kept out of search, an address no page has (404), and where a
 * course's number written with zeros moved. A public page's own head and its status (an unknown
 * course's 404) are its route's (the public remote's routes.tsx), drawn on the server; the head
 * made here is for a page the server cannot draw (its remote has no server build): the site's.
 */
export const describePage = (deps: PageDeps) => {
  const settingsNow = settingsPerVersion(deps);
  return async (c: Context, { path, search }: PageAddress): Promise<ShellPage | MovedPage> => {
    const [page, params] = pageAt(path) ?? [];
    const course = page?.path === PUBLIC.course ? courseIn(params!.id) : undefined;
    if (course?.padded) return { status: 301, location: `${coursePath(course.id)}${search}` };
    const settings = await settingsNow();
    const origin = siteOrigin(deps, c);
    const head = (title: string, noindex?: boolean) =>
      headTags(pageHead({ settings, origin }, path, { title, description: settings.description || settings.name, noindex }), settings.name);
    const missing = head(pageTitle(settings, "Page not found"), true);
    // A course page's address that names no course is no page.
    if (page && (page.path !== PUBLIC.course || course)) {
      // The portal's and the console's pages are no one's search result.
      const noindex = page.remote !== "public";
      return { status: 200, origin, remote: page.remote, head: head(pageTitle(settings, PAGE_NAMES[page.path]), noindex), missing };
    }
    return { status: 404, origin, head: missing, missing };
  };
};

/**
 * The site's settings, read once per content version (a settings save moves it on every replica)
 * and no longer than a cached read is kept: a page no one keeps (an address no page has, answered
 * 404 and never kept, so made-up addresses cannot fill memory) then costs no query each.
 */
function settingsPerVersion({ sql, cache }: Pick<PageDeps, "sql" | "cache">) {
  let held: { version: number; at: number; settings: ReturnType<typeof read> } | undefined;
  const read = async () => {
    const { updated_at: _, ...settings } = await getSettings(sql);
    return settings;
  };
  return () => {
    const version = cache.contentVersion();
    if (!held || held.version !== version || Date.now() - held.at >= cache.keptFor) {
      const settings = read();
      const mine = { version, at: Date.now(), settings };
      held = mine;
      // A failed read is asked again by the next page, not kept.
      settings.catch(() => held === mine && (held = undefined));
    }
    return held.settings;
  };
}
