import { Hono } from "hono";
import { compress } from "hono/compress";
import { REMOTES, REMOTES_REGISTRY } from "@institute/routes";
import type { Remote } from "@institute/schemas";
import type { Deps } from "../deps.ts";
import type { WebFile } from "../web/web-files.ts";
import { activeBuilds, findRelease, type StoredRelease } from "./queries.ts";
import { readReleaseFile, RELEASE_PATH, releaseBase } from "./release-files.ts";

const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);

/**
 * The runtime manifest and the releases' files, for the shell's runtime and for the pages' heads.
 * `deployed` reads the manifest of the builds the remotes were deployed with (the shell's own
 * remotes.json under `npm start`, nginx's in compose); each active release takes its remote's place.
 */
export function releaseDirectory(deps: Pick<Deps, "sql" | "storage" | "log">, deployed: () => Promise<string | null>) {
  // A release never changes once stored: its file list is kept for as long as the process runs.
  const known = new Map<string, StoredRelease>();
  async function release(remote: Remote, build: string) {
    const key = `${remote}/${build}`;
    let found = known.get(key);
    if (!found) {
      found = (await findRelease(deps.sql, remote, build)) ?? undefined;
      if (found) known.set(key, found);
    }
    return found ?? null;
  }

  // The site must keep loading while the database is away: the switches last read stand in meanwhile.
  let lastActive: Awaited<ReturnType<typeof activeBuilds>> = {};
  async function active() {
    try {
      lastActive = await activeBuilds(deps.sql);
    } catch (error) {
      deps.log.warn("the active releases could not be read; the last ones read are named", { error: String(error) });
    }
    return lastActive;
  }

  async function manifest(): Promise<Record<string, string>> {
    let entries: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse((await deployed()) ?? "{}");
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) entries = parsed as Record<string, string>;
    } catch {
      // An unreadable file names no deployed build; the active releases are still named.
    }
    for (const [remote, build] of Object.entries(await active())) {
      entries[remote] = `${releaseBase(remote as Remote, build)}mf-manifest.json`;
    }
    return entries;
  }

  /** A release's file by its URL path, or null (a path of no release, or a release since pruned). */
  async function file(path: string) {
    const [, remote = "", build = "", rel = ""] = RELEASE_PATH.exec(path) ?? [];
    if (!isRemote(remote)) return null;
    const found = await release(remote, build);
    return found && readReleaseFile(deps.storage, found, rel);
  }

  // A release's manifest as every page's head reads it: read from storage once, since it never changes.
  const texts = new Map<string, string>();
  /** The front ends' files as the pages' heads read them, with the manifest and the releases in. */
  const files = (underlying: WebFile): WebFile => async (path) => {
    if (path === REMOTES_REGISTRY) return JSON.stringify(await manifest());
    if (!RELEASE_PATH.test(path)) return underlying(path);
    const kept = texts.get(path);
    if (kept !== undefined) return kept;
    const object = await file(path);
    if (!object) return null;
    const text = await new Response(object.body).text();
    texts.set(path, text);
    return text;
  };

  const routes = () =>
    new Hono()
      // Read by the shell when its page did not hand it over: always revalidated, so a switch shows on the next load.
      .get(REMOTES_REGISTRY, async (c) => c.json(await manifest(), 200, { "Cache-Control": "no-cache" }))
      .get("/remotes/releases/*", compress(), async (c) => {
        const object = await file(c.req.path);
        if (!object) return c.notFound();
        return new Response(object.body, {
          headers: {
            "Content-Type": object.contentType,
            "Content-Length": String(object.size),
            ETag: object.etag,
            // The release's id is in the path: none of its files ever changes under its URL.
            "Cache-Control": "public, max-age=31536000, immutable",
            "Access-Control-Allow-Origin": "*",
            // Opened on its own, a release's file runs nothing: the pages that load its code have their own policy.
            "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
          },
        });
      });

  return { manifest, files, routes };
}
