import { getMimeType } from "hono/utils/mime";
import type { Remote } from "@institute/schemas";
import { RELEASES_AREA, type Storage, type StoredObject } from "../storage/storage.ts";
import type { ReleaseFile, StoredRelease } from "./queries.ts";

/** Where a release's files are served, by the shell's runtime as by the browser. */
export const releaseBase = (remote: Remote, build: string) => `/remotes/releases/${remote}/${build}/`;
export const RELEASE_PATH = /^\/remotes\/releases\/([a-z]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/(.+)$/;

// Objects are named by position, not path: a path may hold characters no storage key may.
const objectKey = (remote: Remote, build: string, index: number) => `${RELEASES_AREA}/${remote}.${build}.${index}`;

// By extension alone a .d.ts would be video/mp2t.
const typeOf = (path: string) => (path.endsWith(".d.ts") ? "text/plain; charset=utf-8" : getMimeType(path) ?? "application/octet-stream");

/** Stores a build's files one at a time (a build is a few hundred small files; one at a time bounds memory). */
export async function storeReleaseFiles(storage: Storage, remote: Remote, build: string, paths: string[], files: File[]) {
  const stored: ReleaseFile[] = [];
  for (const [index, file] of files.entries()) {
    const path = paths[index];
    const type = typeOf(path);
    await storage.put(objectKey(remote, build, index), new Uint8Array(await file.arrayBuffer()), { contentType: type });
    stored.push({ path, size: file.size, type });
  }
  return stored;
}

export const removeReleaseFiles = (storage: Storage, { remote, build, files }: StoredRelease) =>
  Promise.all(files.map((_, index) => storage.delete(objectKey(remote, build, index))));

export function readReleaseFile(storage: Storage, { remote, build, files }: StoredRelease, path: string): Promise<StoredObject | null> {
  const index = files.findIndex((f) => f.path === path);
  return index < 0 ? Promise.resolve(null) : storage.get(objectKey(remote, build, index));
}

interface Manifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * Why the shell could not load this release, or null when it can: its mf-manifest.json loads,
 * names this remote, and its entry and the files its exposed `./App` needs at once are in it.
 */
export async function releaseProblem(storage: Storage, release: StoredRelease): Promise<string | null> {
  const object = await readReleaseFile(storage, release, "mf-manifest.json");
  if (!object) return "The release has no mf-manifest.json";
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await new Response(object.body).text());
  } catch {
    return "The release's mf-manifest.json is not valid JSON";
  }
  const name = manifest.name ?? manifest.metaData?.name;
  if (name !== release.remote) return `The release's manifest is of the "${name ?? "unnamed"}" remote, not "${release.remote}"`;
  const app = manifest.exposes?.find((e) => e.name === "App" || e.path === "./App");
  if (!app) return "The release does not expose ./App";
  const entry = manifest.metaData?.remoteEntry;
  const needed = [
    ...(entry?.name ? [`${entry.path ?? ""}${entry.name}`] : []),
    ...(app.assets?.js?.sync ?? []),
    ...(app.assets?.css?.sync ?? []),
  ];
  if (!entry?.name) return "The release's manifest names no remote entry";
  const paths = new Set(release.files.map((f) => f.path));
  const missing = needed.find((path) => !paths.has(path));
  return missing ? `The release lacks ${missing}, which its manifest names` : null;
}
