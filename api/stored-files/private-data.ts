import process from "node:process";
import { join } from "node:path";
import type { Logger } from "../logger.ts";

/**
 * DATA_DIR holds the embedded database (with the admins' password hashes), uploads and
 * generated secrets: it is for the server's user alone. The process's umask makes every
 * folder and file it creates from now on 0700 / 0600, and whatever an earlier version or
 * another tool left looser is tightened now, with a log line. (PGlite's own files are the
 * exception: Deno's node:fs applies the 0666 it asks for without the umask. The 0700
 * folders above them keep other users out; each start tightens them too.)
 */
export async function makeDataPrivate(dir: string, log: Logger): Promise<void> {
  process.umask(0o077);
  await Deno.mkdir(dir, { recursive: true, mode: 0o700 });
  const tightened = await tighten(dir);
  if (tightened > 0) log.warn("tightened permissions under DATA_DIR to the server's user alone", { dir, entries: tightened });
}

async function tighten(path: string): Promise<number> {
  const info = await Deno.lstat(path);
  if (info.isSymlink) return 0;
  let count = 0;
  if (info.mode !== null && (info.mode & 0o077) !== 0) {
    await Deno.chmod(path, info.mode & 0o700);
    count++;
  }
  if (info.isDirectory) {
    for await (const entry of Deno.readDir(path)) count += await tighten(join(path, entry.name));
  }
  return count;
}
