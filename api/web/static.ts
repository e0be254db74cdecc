import { Hono } from "hono";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { join, normalize, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { REMOTES } from "@institute/routes";
import type { ServerRenders } from "./server-render.ts";
import { shellPage, type ShellPageSource } from "./shell-pages.ts";
import { diskFiles, type WebFile } from "./web-files.ts";
import { type Encoding, negotiate } from "../http/representations.ts";

export interface WebRoots {
  /** The host shell's build: served at `/`, with index.html for client-side routes. */
  shell: string;
  /** Each remote's build, served at `/remotes/<name>/`. */
  remotes: Record<string, string>;
}

export const webRoots = (root: string): WebRoots => ({
  shell: join(root, "shells/host/dist"),
  remotes: Object.fromEntries(REMOTES.map((name) => [name, join(root, "remotes", name, "dist")])),
});

/** The server renders the builds write beside dist/ (`vite build --ssr`): the shell's, and the public remote's (the one whose pages are found and shared). */
export const serverRenders = (root: string): ServerRenders => ({
  shell: join(root, "shells/host/dist-server/server.js"),
  remotes: { public: join(root, "remotes/public/dist-server/App.js") },
});

// Entry points name the current hashed chunks, so they must be revalidated on every load;
// hashed chunks never change under their name and can be cached for a year. A remote's
// generated types (@mf-types.*) keep their name across builds too, and the shell's
// first-screen.js reads what the page's HTML (never cached) holds for it.
const REVALIDATE =
  /(^|\/)(index\.html|first-screen\.js|remoteEntry\.js|mf-manifest\.json|remotes\.json|shared\.json|mf-stats\.json|@mf-types\.(zip|d\.ts))$/;
const HASHED = /(^|\/)assets\//;

function cacheControl(path: string): string {
  if (REVALIDATE.test(path)) return "no-cache";
  if (HASHED.test(path)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** Resolves a URL path inside `root`, or null for anything that would step outside it or is hidden. */
function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot-files and folders (a build's .vite/ lists its modules) are not the site's, as behind nginx.
  if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith("."))) return null;
  const full = resolve(root, "." + normalize("/" + decoded));
  return full === resolve(root) || full.startsWith(resolve(root) + sep) ? full : null;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|ts)$/;

function contentType(file: string): string {
  // By extension alone a .d.ts would be video/mp2t.
  if (file.endsWith(".d.ts")) return "text/plain; charset=utf-8";
  return getMimeType(file) ?? "application/octet-stream";
}

// Compressed once per file version and kept: the builds are a few hundred KiB, and a
// hashed chunk is asked for by every first visit.
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();

async function gzipOnce(file: string, etag: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${file}\n${etag}`;
  let body = gzipped.get(key);
  if (!body) {
    body = new Uint8Array(gzipSync(await Deno.readFile(file), { level: 9 }));
    gzipped.set(key, body);
  }
  return body;
}

/** The build's brotli copy of a file (packages/federation's brotliCopies), when it is at least as new as the file. */
async function brotliCopy(file: string, stat: Deno.FileInfo): Promise<string | null> {
  try {
    const copy = await Deno.stat(`${file}.br`);
    return copy.isFile && (copy.mtime?.getTime() ?? 0) >= (stat.mtime?.getTime() ?? 0) ? `${file}.br` : null;
  } catch {
    return null;
  }
}

async function sendFile(c: Context, file: string, relPath: string): Promise<Response | null> {
  let stat: Deno.FileInfo;
  try {
    stat = await Deno.stat(file);
  } catch {
    return null;
  }
  if (!stat.isFile) return null;
  const etag = `W/"${stat.size.toString(16)}-${(stat.mtime?.getTime() ?? 0).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": contentType(file),
    "Cache-Control": cacheControl(relPath),
    ETag: etag,
    // Remotes are fetched by the shell's runtime; a separate origin in deploys must be allowed to.
    "Access-Control-Allow-Origin": "*",
  });
  const compressible = COMPRESSIBLE.test(file);
  const brotli = compressible ? await brotliCopy(file, stat) : null;
  const offered: Encoding[] = compressible ? (brotli ? ["br", "gzip"] : ["gzip"]) : [];
  const { encoding, etag: own, notModified } = negotiate(c.req.raw.headers, etag, offered);
  headers.set("ETag", own);
  if (compressible) headers.set("Vary", "Accept-Encoding");
  if (notModified) return new Response(null, { status: 304, headers });
  if (brotli && encoding === "br") {
    const copy = await Deno.open(brotli, { read: true });
    headers.set("Content-Encoding", "br");
    headers.set("Content-Length", String((await copy.stat()).size));
    return new Response(copy.readable, { headers });
  }
  if (encoding === "gzip") {
    const body = await gzipOnce(file, etag);
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(body.byteLength));
    return new Response(body, { headers });
  }
  headers.set("Content-Length", String(stat.size));
  const handle = await Deno.open(file, { read: true });
  return new Response(handle.readable, { headers });
}

/** The file a URL path names in the builds: a remote's under /remotes/<name>/, else the shell's. */
function fileOf(roots: WebRoots, path: string): string | null {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  if (remote) return roots.remotes[remote[1]] ? inside(roots.remotes[remote[1]], remote[2]) : null;
  return inside(roots.shell, path.replace(/^\/+/, ""));
}

/** The built front ends' files by their URL paths, read from disk (see diskFiles for `recheckMs`). */
export const builtFiles = (roots: WebRoots, recheckMs?: number): WebFile => diskFiles((path) => fileOf(roots, path), recheckMs);

/**
 * Serves the built shell and remotes; anything not found under /remotes is a 404, other paths
 * fall back to the shell: with `pages`, its index.html carries each page's own head (and first
 * screen, where `pages.render` draws one), read from `pages.files` (the builds on disk by default,
 * or what a release directory puts in their place).
 */
export function webRoutes(roots: WebRoots, pages?: Omit<ShellPageSource, "files"> & { files?: WebFile }) {
  const files = pages?.files ?? builtFiles(roots);
  return new Hono()
    .get("/remotes/:name/*", async (c) => {
      const dir = roots.remotes[c.req.param("name")];
      const rel = c.req.path.slice(`/remotes/${c.req.param("name")}/`.length);
      const file = dir ? inside(dir, rel) : null;
      const response = file ? await sendFile(c, file, rel) : null;
      return response ?? c.notFound();
    })
    .get("*", async (c, next) => {
      if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return next();
      const rel = c.req.path.replace(/^\/+/, "");
      const file = rel ? inside(roots.shell, rel) : null;
      const direct = file ? await sendFile(c, file, rel) : null;
      if (direct) return direct;
      // A path with an extension is a missing asset, not a client route.
      if (/\.[a-z0-9]+$/i.test(rel)) return c.notFound();
      if (pages) return shellPage(c, { ...pages, files });
      const index = await sendFile(c, join(roots.shell, "index.html"), "index.html");
      return index ?? c.text("The front end has not been built yet: run `npm run build`.", 503);
    });
}
