import type { Logger } from "../logger.ts";

/** A file of the built front ends by its URL path ("/index.html", "/remotes.json"), or null while there is none. */
export type WebFile = (path: string) => Promise<string | null>;

/**
 * The builds on disk (`npm start`), `fileOf` mapping a URL path to its file. Each file is read at
 * most once per `recheckMs`, so a rebuild shows within it while a kept page, which asks whether
 * its files still hold on every request, is sent without reading the disk.
 */
export function diskFiles(fileOf: (path: string) => string | null, recheckMs = 1_000): WebFile {
  const read = new Map<string, { text: Promise<string | null>; at: number }>();
  return (path) => {
    const file = fileOf(path);
    if (!file) return Promise.resolve(null);
    const copy = read.get(file);
    if (copy && performance.now() - copy.at < recheckMs) return copy.text;
    const text = Deno.readTextFile(file).catch(() => null);
    read.set(file, { text, at: performance.now() });
    return text;
  };
}

/**
 * The files of the server that serves the front ends (compose: the shell's nginx), each kept and
 * revalidated with its ETag. While that server cannot be reached, the last copy serves.
 */
export function remoteFiles(base: string, log: Logger, revalidateMs = 5_000): WebFile {
  const kept = new Map<string, { text: string; etag: string | null; at: number }>();
  return async (path) => {
    const url = new URL(path, base).href;
    const copy = kept.get(url);
    // A new deploy is seen within `revalidateMs`; meanwhile every page reuses the copy.
    if (copy && Date.now() - copy.at < revalidateMs) return copy.text;
    try {
      const res = await fetch(url, { headers: copy?.etag ? { "If-None-Match": copy.etag } : {}, signal: AbortSignal.timeout(3_000) });
      if (res.status === 304 && copy) kept.set(url, { ...copy, at: Date.now() });
      else if (res.ok) kept.set(url, { text: await res.text(), etag: res.headers.get("ETag"), at: Date.now() });
      else throw new Error(`answered ${res.status}`);
    } catch (e) {
      log.warn("could not read a file of the front ends", { url, error: String(e) });
    }
    return kept.get(url)?.text ?? null;
  };
}
