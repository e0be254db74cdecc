import { REMOTES_REGISTRY } from "@institute/routes";
import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { type PageAddress, pageAddress } from "./canonical-path.ts";
import type { MovedPage, ShellPage } from "./describe-page.ts";
import { held } from "../http/representations.ts";
import { type KeptPages, type PageAnswer, sendPage } from "./kept-pages.ts";
import { remoteStart } from "./remote-preloads.ts";
import type { PageRenderer } from "./server-render.ts";
import { shellHtml } from "./shell-page.tsx";
import type { WebFile } from "./web-files.ts";

/** Makes the shell's page of a client route: its status and head, or where it moved (see describe-page.ts). */
export type PageDescriber = (c: Context, address: PageAddress) => Promise<ShellPage | MovedPage>;

/**
 * How the server answers the shell's pages: each page's description, the front ends' files, its
 * drawing of a page where it can make one, and the pages it keeps between content changes.
 */
export interface ShellPageSource {
  describe: PageDescriber;
  files: WebFile;
  render?: PageRenderer;
  keep?: KeptPages;
}

/**
 * Answers a client route with the shell's page (shell-page.tsx) carrying the page's own head,
 * status and how its remote starts, and its first screen where the server can draw it; a page asked for at
 * another address than its own, with a redirect there. A page is kept (see kept-pages.ts).
 */
export function shellPage(c: Context, source: ShellPageSource): Promise<Response> {
  // The address is read once: the page is described and drawn from it, and kept under it.
  const address = pageAddress(c.req.url);
  const make = () => makePage(c, address, source);
  if (source.keep) return source.keep.answer(c, address, make);
  // Without kept pages, each answer is made for its request alone (compressed, with its ETag).
  return make().then((made) => made instanceof Response ? made : sendPage(c.req.raw.headers, held(made.body, made.status)));
}

async function makePage(c: Context, address: PageAddress, source: ShellPageSource): Promise<PageAnswer | Response> {
  const { describe, render } = source;
  // The front ends' files the page is made from, as read: a kept page holds while they do. The
  // registry is left out: its active releases are content (a switch is a write), and reading it
  // asks the database.
  const read = new Map<string, string | null>();
  const files: WebFile = async (path) => {
    const text = await source.files(path);
    if (path !== REMOTES_REGISTRY) read.set(path, text);
    return text;
  };
  const stillHolds = async () => {
    for (const [path, text] of read) if ((await source.files(path)) !== text) return false;
    return true;
  };
  const html = await files("/index.html");
  if (html === null) return c.text("The front end has not been built yet: run `npm run build`.", 503);
  // Any other spelling of its path is sent to the page's own (with a page's own redirect, in one hop).
  const page = await describe(c, address);
  if (page.status === 301) return c.redirect(page.location, 301);
  if (address.respelled) return c.redirect(`${address.path}${address.search}`, 301);
  const start = await remoteStart(files)(page.remote);
  const drawn = render ? await render(page, address, start) : null;
  // The head the page's route declares where the server drew it; a route may find it has nothing
  // to show (an unknown course): a 404 then.
  const found = drawn?.status === 404 ? { ...page, status: 404 as const, head: page.missing } : { ...page, head: drawn?.head ?? page.head };
  const parts: Parameters<typeof shellHtml> = [html, found, start, drawn];
  return { status: found.status, body: shellHtml(...parts), stillHolds, drawing: drawingOf(parts) };
}

/** The digest of what a page is made from (shellHtml's parts), without the times its reads carry. */
const drawingOf = (parts: Parameters<typeof shellHtml>) =>
  createHash("sha256").update(JSON.stringify(parts, (key, value) => (UNDATED.has(key) ? undefined : value))).digest("base64url");
// react-query's dehydrated state: when the state was handed over and when each read was answered.
const UNDATED = new Set(["dehydratedAt", "dataUpdatedAt", "errorUpdatedAt"]);

/** The shell's pages alone, for a server whose front ends are served elsewhere (compose's nginx forwards them here). */
export const shellPages = (source: ShellPageSource) =>
  new Hono().get("*", (c, next) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : shellPage(c, source)));
