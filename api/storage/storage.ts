import { FOLDERS, type Folder } from "@institute/schemas";

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
  etag: string;
  lastModified?: Date;
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
  /** Throws when the backing store cannot be reached (used by the health check). */
  check(): Promise<void>;
  close(): Promise<void>;
}

// The upload folders of the spec: nothing else is ever read or written.
export { FOLDERS, type Folder };

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const isFolder = (value: string): value is Folder => (FOLDERS as readonly string[]).includes(value);

/** A key is `{folder}/{name}` with a known folder and a plain file name: no separators, no `..`, no hidden files. */
export function objectKey(folder: string, name: string): string | null {
  if (!isFolder(folder) || !NAME.test(name) || name.includes("..")) return null;
  return `${folder}/${name}`;
}

export function assertKey(key: string): void {
  const [folder, name, ...rest] = key.split("/");
  if (rest.length > 0 || objectKey(folder ?? "", name ?? "") === null) throw new Error(`Invalid storage key: ${key}`);
}
