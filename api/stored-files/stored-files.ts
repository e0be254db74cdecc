import type { Deps } from "../deps.ts";
import { ServiceUnavailableError } from "../http/errors.ts";
import { type AcceptedUpload, acceptUpload, generatedName, type UploadKind } from "./accept-upload.ts";
import type { Folder } from "../storage/storage.ts";
import { copyNames, isResizedFolder, resizedCopies, type ResizedCopy, storeCopies } from "./resized-copies.ts";

type FileDeps = Pick<Deps, "storage" | "log">;

/** An upload ready to store: checked, and with its resized copies if its folder has them. */
interface PreparedUpload extends AcceptedUpload {
  copies: ResizedCopy[];
}

async function prepare(folder: Folder, file: File, kind: UploadKind): Promise<PreparedUpload> {
  const upload = await acceptUpload(file, kind);
  const copies = kind === "image" && isResizedFolder(folder) ? await resizedCopies(upload.bytes) : [];
  return { ...upload, copies };
}

/** Checks an uploaded file (413/415) and stores it under a generated name; an unreachable store is a 503. */
export async function storeUpload(deps: FileDeps, folder: Folder, file: File, kind: UploadKind): Promise<string> {
  return await storeAccepted(deps, folder, await prepare(folder, file, kind));
}

/**
 * Several files, all or nothing: every file is checked (413/415) before the first is
 * stored, and if storing one fails the ones already stored are deleted.
 */
export async function storeUploads(deps: FileDeps, folder: Folder, files: File[], kind: UploadKind): Promise<string[]> {
  const uploads: PreparedUpload[] = [];
  for (const file of files) uploads.push(await prepare(folder, file, kind));
  const names: string[] = [];
  try {
    for (const upload of uploads) names.push(await storeAccepted(deps, folder, upload));
  } catch (e) {
    await Promise.all(names.map((name) => removeObject(deps, folder, name)));
    throw e;
  }
  return names;
}

async function storeAccepted(deps: FileDeps, folder: Folder, upload: PreparedUpload): Promise<string> {
  const name = generatedName(upload.ext);
  try {
    await deps.storage.put(`${folder}/${name}`, upload.bytes, { contentType: upload.mime });
    if (upload.copies.length && isResizedFolder(folder)) await storeCopies(deps.storage, folder, name, upload.copies);
  } catch (e) {
    await removeObject(deps, folder, name);
    throw new ServiceUnavailableError("file storage", e);
  }
  return name;
}

/**
 * The write that records stored objects. If the write fails, the objects it would have
 * referenced are deleted, so no object is left without its row.
 */
export async function recordingObject<T>(
  deps: FileDeps,
  folder: Folder,
  names: string | readonly string[] | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await Promise.all([names ?? []].flat().map((name) => removeObject(deps, folder, name)));
    throw e;
  }
}

/**
 * A record written with its image: the file (if one was sent) is checked and stored, and `write`
 * records the record with its name (null without a file). A failed write deletes the new image.
 */
export async function withStoredImage<T>(
  deps: FileDeps,
  folder: Folder,
  file: File | undefined,
  write: (image: string | null) => Promise<T>,
): Promise<T> {
  const image = file ? await storeUpload(deps, folder, file, "image") : null;
  return await recordingObject(deps, folder, image, () => write(image));
}

/**
 * An edit that may replace a record's image: as withStoredImage, and once the write committed,
 * the image the record had (`previous`, read by `write` under its row lock) is deleted if a new
 * one took its place. A failed write keeps the old image.
 */
export async function replacingImage<T extends { previous: string | null }>(
  deps: FileDeps,
  folder: Folder,
  file: File | undefined,
  write: (image: string | null) => Promise<T>,
): Promise<T> {
  const result = await withStoredImage(deps, folder, file, write);
  if (file) await removeObject(deps, folder, result.previous);
  return result;
}

/**
 * Deletes an object whose row is gone or points elsewhere, with its resized copies. Runs after the
 * database change committed; a failure is logged, not returned, because the record is already right
 * (the orphan sweep removes what is left).
 */
export async function removeObject({ storage, log }: FileDeps, folder: Folder, name: string | null | undefined): Promise<void> {
  if (!name) return;
  await Promise.all([name, ...copyNames(folder, name)].map(async (stored) => {
    try {
      await storage.delete(`${folder}/${stored}`);
    } catch (e) {
      log.warn("could not delete a stored object", { key: `${folder}/${stored}`, error: String(e) });
    }
  }));
}

/**
 * The edit of one record that may bring a new image. An unknown id stores nothing: `exists` is
 * asked before the upload. If the record is deleted between the two, `write` finds nothing and
 * the new image is deleted too. Either way the answer is `missing()`.
 */
export async function editWithImage<T extends { previous: string | null }>(
  deps: FileDeps,
  folder: Folder,
  file: File | undefined,
  { exists, write, missing }: {
    exists: () => Promise<unknown>;
    write: (image: string | null) => Promise<T | null | undefined>;
    missing: () => Error;
  },
): Promise<T> {
  if (!(await exists())) throw missing();
  return await replacingImage(deps, folder, file, async (image) => {
    const written = await write(image);
    if (!written) throw missing();
    return written;
  });
}

/** Deletes one record (`remove` answers its image), then its image; `missing()` when there was no record. */
export async function deleteWithImage(
  deps: FileDeps,
  folder: Folder,
  { remove, missing }: { remove: () => Promise<{ image: string | null } | undefined>; missing: () => Error },
): Promise<void> {
  const removed = await remove();
  if (!removed) throw missing();
  await removeObject(deps, folder, removed.image);
}
