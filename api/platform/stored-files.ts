import type { Deps } from "../deps.ts";
import { ServiceUnavailableError } from "./errors.ts";
import { acceptUpload, generatedName, type UploadKind } from "./uploads.ts";
import type { Folder } from "../storage/storage.ts";

type FileDeps = Pick<Deps, "storage" | "log">;

/** Checks an uploaded file (413/415) and stores it under a generated name; an unreachable store is a 503. */
export async function storeUpload({ storage }: FileDeps, folder: Folder, file: File, kind: UploadKind): Promise<string> {
  const upload = await acceptUpload(file, kind);
  const name = generatedName(upload.ext);
  try {
    await storage.put(`${folder}/${name}`, upload.bytes, { contentType: upload.mime });
  } catch (e) {
    throw new ServiceUnavailableError("file storage", e);
  }
  return name;
}

/**
 * The write that records a stored object. If the write fails, the object it would have
 * referenced is deleted, so no object is left without its row.
 */
export async function recordingObject<T>(
  deps: FileDeps,
  folder: Folder,
  name: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (name) await removeObject(deps, folder, name);
    throw e;
  }
}

/**
 * Deletes an object whose row is gone or points elsewhere. Runs after the database
 * change committed; a failure is logged, not returned, because the record is already right.
 */
export async function removeObject({ storage, log }: FileDeps, folder: Folder, name: string | null | undefined): Promise<void> {
  if (!name) return;
  try {
    await storage.delete(`${folder}/${name}`);
  } catch (e) {
    log.warn("could not delete a stored object", { key: `${folder}/${name}`, error: String(e) });
  }
}
