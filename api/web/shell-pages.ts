import { type Context, Hono } from "hono";
import { gzipSync } from "node:zlib";
import { type PageAddress, pageAddress } from "./canonical-path.ts";
import type { MovedPage, ShellPage } from "./describe-page.ts";
import { remoteStart } from "./remote-preloads.ts";
import type { PageRenderer } from "./server-render.ts";
import { shellHtml } from "./shell-page.ts";
import type { WebFile } from "./web-files.ts";

/** Makes the shell's page of a client route: its status and head, or where it moved (see describe-page.ts). */
export type PageDescriber = (c: Context, address: PageAddress) => Promise<ShellPage | MovedPage>;

/** How the server answers the shell's pages: each page's description, the front ends' files, and its drawing of a page where it can make one. */
export interface ShellPageSource {
  describe: PageDescriber;
  files: WebFile;
  render?: PageRenderer;
}

/**
 * Answers a client route with the shell's index.html carrying the page's own head, status and how
 * its remote starts, and its first screen where the server can draw it; a page asked for at
 * another address than its own, with a redirect there.
 */
export async function shellPage(c: Context, { describe, files, render }: ShellPageSource): Promise<Response> {
  const html = await files("/index.html");
  if (html === null) return c.text("The front end has not been built yet: run `npm run build`.", 503);
  // The address is read once: the page is described and drawn from it, and kept under it; any other
  // spelling of its path is sent there (with a page's own redirect, in one hop).
  const address = pageAddress(c.req.url);
  const page = await describe(c, address);
  if (page.status === 301) return c.redirect(page.location, 301);
  if (address.respelled) return c.redirect(`${address.path}${address.search}`, 301);
  const start = await remoteStart(files)(page.remote);
  const drawn = render ? await render(page, address, start) : null;
  const body = shellHtml(html, page, start, drawn);
  const headers = { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-cache", Vary: "Accept-Encoding" };
  // The page carries its first screen's data and its remote's manifest: gzip sends a third of it.
  if (!/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) return c.body(body, page.status, headers);
  return c.body(gzipSync(body), page.status, { ...headers, "Content-Encoding": "gzip" });
}

/** The shell's pages alone, for a server whose front ends are served elsewhere (compose's nginx forwards them here). */
export const shellPages = (source: ShellPageSource) =>
  new Hono().get("*", (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : shellPage(c, source)));
