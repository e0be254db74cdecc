import { createHash } from "node:crypto";
import { join } from "node:path";
import { assertKey, type Folder, type PutBody, type PutOptions, type Storage, type StoredObject } from "./storage.ts";

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
      if (e instanceof Deno.errors.NotFound) return null;
      throw e;
    }
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
        if (e instanceof Deno.errors.NotFound) return null;
        throw e;
      }
    },
    async delete(key: string) {
      assertKey(key);
      for (const path of [pathOf(key), pathOf(key) + ".meta.json"]) {
        await Deno.remove(path).catch((e) => {
          if (!(e instanceof Deno.errors.NotFound)) throw e;
        });
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
    async list(folder: Folder) {
      const names: string[] = [];
      try {
        for await (const entry of Deno.readDir(join(root, folder))) {
          if (entry.isFile && !entry.name.endsWith(".meta.json") && !entry.name.endsWith(".tmp")) names.push(entry.name);
        }
      } catch (e) {
        if (!(e instanceof Deno.errors.NotFound)) throw e;
      }
      return names.sort();
    },
    async check() {
      const stat = await Deno.stat(root);
      if (!stat.isDirectory) throw new Error(`${root} is not a directory`);
    },
    async close() {},
  };
}
