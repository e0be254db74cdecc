import { createHash } from "node:crypto";
import { join } from "node:path";
import {
  assertKey,
  FOLDERS,
  listed,
  type ListedObject,
  type PutBody,
  type PutOptions,
  RELEASES_AREA,
  type Storage,
  type StoredObject,
} from "./storage.ts";

/** For a missing file: null instead of the error; any other error is thrown on. */
function unlessMissing(e: unknown): null {
  if (e instanceof Deno.errors.NotFound) return null;
  throw e;
}

interface Meta {
  contentType: string;
  etag: string;
  size: number;
}

/**
 * Objects as files under one folder, each with a `.meta.json` sidecar for its
 * content type and ETag. Writes go to a temporary file renamed into place, so a
 * crash mid-write never leaves a half object under a real key.
 */
export async function openLocalStorage(root: string): Promise<Storage> {
  await Deno.mkdir(root, { recursive: true });
  const pathOf = (key: string) => join(root, ...key.split("/"));

  async function readMeta(key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await Deno.readTextFile(pathOf(key) + ".meta.json"));
    } catch (e) {
      return unlessMissing(e);
    }
  }

  const listObjects: Storage["listObjects"] = async (folder) => {
    const objects: ListedObject[] = [];
    try {
      for await (const entry of Deno.readDir(join(root, folder))) {
        // Sidecars and the temporary files of writes in progress are not objects.
        if (!entry.isFile || entry.name.endsWith(".meta.json") || entry.name.endsWith(".tmp")) continue;
        const stat = await Deno.stat(join(root, folder, entry.name)).catch(unlessMissing);
        const object = stat && listed(folder, entry.name, stat.mtime);
        if (object) objects.push(object);
      }
    } catch (e) {
      unlessMissing(e);
    }
    return objects;
  };

  /**
   * A write killed mid-way leaves its temporary file, or, killed between writing the sidecar and
   * renaming the object into place, a sidecar without its object.
   */
  async function removeLeftovers(olderThan: Date): Promise<number> {
    let removed = 0;
    for (const folder of [...FOLDERS, RELEASES_AREA]) {
      const dir = join(root, folder);
      const entries = await Array.fromAsync(Deno.readDir(dir)).catch((e) => unlessMissing(e) ?? []);
      const names = new Set(entries.map((e) => e.name));
      for (const { name, isFile } of entries) {
        const orphanSidecar = name.endsWith(".meta.json") && !names.has(name.slice(0, -".meta.json".length));
        if (!isFile || !(name.endsWith(".tmp") || orphanSidecar)) continue;
        const stat = await Deno.stat(join(dir, name)).catch(unlessMissing);
        if (!stat?.mtime || stat.mtime >= olderThan) continue;
        await Deno.remove(join(dir, name)).catch(unlessMissing);
        removed++;
      }
    }
    return removed;
  }

  return {
    driver: "local",
    async put(key: string, body: PutBody, options: PutOptions) {
      assertKey(key);
      const target = pathOf(key);
      await Deno.mkdir(join(target, ".."), { recursive: true });
      const tmp = `${target}.${crypto.randomUUID()}.tmp`;
      const hash = createHash("sha1");
      let size = 0;
      const file = await Deno.open(tmp, { write: true, createNew: true });
      try {
        const stream = body instanceof Uint8Array ? ReadableStream.from([body]) : body;
        for await (const chunk of stream) {
          hash.update(chunk);
          size += chunk.byteLength;
          let written = 0;
          while (written < chunk.byteLength) written += await file.write(chunk.subarray(written));
        }
        await file.sync();
      } catch (e) {
        file.close();
        await Deno.remove(tmp).catch(() => {});
        throw e;
      }
      file.close();
      if (options.size !== undefined && options.size !== size) {
        await Deno.remove(tmp).catch(() => {});
        throw new Error(`Stored ${size} bytes but ${options.size} were announced for ${key}`);
      }
      const meta: Meta = { contentType: options.contentType, etag: `"${hash.digest("hex")}"`, size };
      await Deno.writeTextFile(target + ".meta.json", JSON.stringify(meta));
      await Deno.rename(tmp, target);
    },
    async get(key: string): Promise<StoredObject | null> {
      assertKey(key);
      const meta = await readMeta(key);
      if (!meta) return null;
      try {
        const file = await Deno.open(pathOf(key), { read: true });
        const stat = await file.stat();
        return {
          body: file.readable,
          contentType: meta.contentType,
          size: stat.size,
          etag: meta.etag,
          lastModified: stat.mtime ?? undefined,
        };
      } catch (e) {
        return unlessMissing(e);
      }
    },
    async delete(key: string) {
      assertKey(key);
      for (const path of [pathOf(key), pathOf(key) + ".meta.json"]) {
        await Deno.remove(path).catch(unlessMissing);
      }
    },
    async exists(key: string) {
      assertKey(key);
      try {
        await Deno.stat(pathOf(key));
        return true;
      } catch (e) {
        if (e instanceof Deno.errors.NotFound) return false;
        throw e;
      }
    },
    list: async (folder) => (await listObjects(folder)).map((o) => o.name).sort(),
    listObjects,
    removeLeftovers,
    async check() {
      const stat = await Deno.stat(root);
      if (!stat.isDirectory) throw new Error(`${root} is not a directory`);
    },
    async close() {},
  };
}
