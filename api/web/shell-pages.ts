import { type Context, Hono } from "hono";
import type { Logger } from "../logger.ts";
import type { ShellPage } from "./describe-page.ts";
import { shellHtml } from "./shell-page.ts";

/** Makes the shell's page of a client route: its status and head (see describe-page.ts). */
export type PageDescriber = (c: Context) => Promise<ShellPage>;
/** The shell's built index.html, or null while there is none. */
export type IndexSource = () => Promise<string | null>;

/** index.html from the build on disk (`npm start`): read on each page, so a rebuilt shell shows at once. */
export const fileIndex = (path: string): IndexSource => () => Deno.readTextFile(path).catch(() => null);

/**
 * index.html from the server that serves the front ends (compose: the shell's nginx), kept and
 * revalidated with its ETag. While that server cannot be reached, the last copy serves.
 */
export function remoteIndex(url: string, log: Logger, revalidateMs = 5_000): IndexSource {
  let kept: { text: string; etag: string | null; at: number } | null = null;
  return async () => {
    // A new shell deploy is seen within `revalidateMs`; meanwhile every page reuses the copy.
    if (kept && Date.now() - kept.at < revalidateMs) return kept.text;
    try {
      const res = await fetch(url, { headers: kept?.etag ? { "If-None-Match": kept.etag } : {}, signal: AbortSignal.timeout(3_000) });
      if (res.status === 304 && kept) kept = { ...kept, at: Date.now() };
      else if (res.ok) kept = { text: await res.text(), etag: res.headers.get("ETag"), at: Date.now() };
      else throw new Error(`answered ${res.status}`);
    } catch (e) {
      log.warn("could not read the shell's index.html", { url, error: String(e) });
    }
    return kept?.text ?? null;
  };
}

/** Answers a client route with the shell's index.html carrying the page's own head and status. */
export async function shellPage(c: Context, describe: PageDescriber, index: IndexSource): Promise<Response> {
  const html = await index();
  if (html === null) return c.text("The front end has not been built yet: run `npm run build`.", 503);
  const page = await describe(c);
  return c.html(shellHtml(html, page), page.status, { "Cache-Control": "no-cache" });
}

/** The shell's pages alone, for a server whose front ends are served elsewhere (compose's nginx forwards them here). */
export const shellPages = (describe: PageDescriber, index: IndexSource) =>
  new Hono().get("*", (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : shellPage(c, describe, index)));
