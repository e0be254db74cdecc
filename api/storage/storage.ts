import { type Folder, FOLDERS } from "@institute/schemas";

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
  etag: string;
  lastModified?: Date;
}

/** One object of a folder as a listing reports it. */
export interface ListedObject {
  name: string;
  lastModified: Date;
}

export type PutBody = Uint8Array | ReadableStream<Uint8Array>;

export interface PutOptions {
  contentType: string;
  /** Required for streams: S3 needs the length up front, and it lets drivers reject truncated bodies. */
  size?: number;
}

/** Object storage as the API sees it; the S3 and local-folder drivers both satisfy it. */
export interface Storage {
  readonly driver: "s3" | "local";
  put(key: string, body: PutBody, options: PutOptions): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The names stored in one folder (for consistency checks between rows and objects). */
  list(folder: Folder): Promise<string[]>;
  /** The objects stored in one folder with their last change (for the orphan sweep); names no key could hold are left out. */
  listObjects(folder: Folder): Promise<ListedObject[]>;
  /** Removes what interrupted writes left beside the objects, if last changed before `olderThan`; returns how many. */
  removeLeftovers(olderThan: Date): Promise<number>;
  /** Throws when the backing store cannot be reached (used by the health check). */
  check(): Promise<void>;
  close(): Promise<void>;
}

// The upload folders of the spec: nothing else is ever read or written.
export { type Folder, FOLDERS };

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const isFolder = (value: string): value is Folder => (FOLDERS as readonly string[]).includes(value);

/** A key is `{folder}/{name}` with a known folder and a plain file name: no separators, no `..`, no hidden files. */
export function objectKey(folder: string, name: string): string | null {
  if (!isFolder(folder) || !NAME.test(name) || name.includes("..")) return null;
  return `${folder}/${name}`;
}

/**
 * A file of a folder listing as the sweep sees it: null for a name no key could hold (nothing the
 * API wrote); without a time it counts as new, so it is never taken for an old orphan.
 */
export function listed(folder: Folder, name: string, lastModified: Date | null | undefined): ListedObject | null {
  return objectKey(folder, name) ? { name, lastModified: lastModified ?? new Date() } : null;
}

/**
 * The remotes' releases live beside the upload folders, never reachable through the uploads'
 * routes nor seen by the orphan sweep: their rows and objects come and go together (api/releases).
 */
export const RELEASES_AREA = "releases";

export function assertKey(key: string): void {
  const [folder, name, ...rest] = key.split("/");
  const valid = folder === RELEASES_AREA ? NAME.test(name ?? "") && !name?.includes("..") : objectKey(folder ?? "", name ?? "") !== null;
  if (rest.length > 0 || !valid) throw new Error(`Invalid storage key: ${key}`);
}
