import { type Context, Hono } from "hono";
import type { ShellPage } from "./describe-page.ts";
import { remotePreloads } from "./remote-preloads.ts";
import { shellHtml } from "./shell-page.ts";
import type { WebFile } from "./web-files.ts";

/** Makes the shell's page of a client route: its status and head (see describe-page.ts). */
export type PageDescriber = (c: Context) => Promise<ShellPage>;
/** Answers a client route with the shell's index.html carrying the page's own head, status and its remote's modules. */
export async function shellPage(c: Context, describe: PageDescriber, files: WebFile): Promise<Response> {
  const html = await files("/index.html");
  if (html === null) return c.text("The front end has not been built yet: run `npm run build`.", 503);
  const page = await describe(c);
  const modules = page.remote ? await remotePreloads(files)(page.remote) : [];
  return c.html(shellHtml(html, page, modules), page.status, { "Cache-Control": "no-cache" });
}

/** The shell's pages alone, for a server whose front ends are served elsewhere (compose's nginx forwards them here). */
export const shellPages = (describe: PageDescriber, files: WebFile) =>
  new Hono().get("*", (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : shellPage(c, describe, files)));
