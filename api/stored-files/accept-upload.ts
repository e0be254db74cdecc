import { HttpError } from "../http/errors.ts";

export type UploadKind = "image" | "pdf";

export interface SniffedType {
  mime: string;
  ext: string;
}

export const MAX_BYTES: Record<UploadKind, number> = { image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024 };

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The type is read from the first bytes only: names and declared types are the sender's word, not the file's. */
export function sniff(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { mime: "image/gif", ext: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mime: "image/webp", ext: "webp" };
  if (startsWith(bytes, ascii("%PDF-"))) return { mime: "application/pdf", ext: "pdf" };
  return null;
}

export interface AcceptedUpload {
  bytes: Uint8Array;
  mime: string;
  ext: string;
  originalName: string;
}

const LABEL: Record<UploadKind, string> = { image: "an image (JPEG, PNG, WebP or GIF)", pdf: "a PDF" };

/** Checks size (413) and real type (415) of one multipart file. */
export async function acceptUpload(file: File, kind: UploadKind, field = "file"): Promise<AcceptedUpload> {
  if (file.size > MAX_BYTES[kind]) {
    throw new HttpError(413, `${field}: the file is larger than ${MAX_BYTES[kind] / 1024 / 1024} MiB`);
  }
  if (file.size === 0) throw new HttpError(400, `${field}: the file is empty`, [{ path: field, message: "The file is empty" }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  const allowed = kind === "pdf" ? type?.mime === "application/pdf" : type !== null && type.mime.startsWith("image/");
  if (!type || !allowed) throw new HttpError(415, `${field}: must be ${LABEL[kind]}`);
  return { bytes, mime: type.mime, ext: type.ext, originalName: file.name || `upload.${type.ext}` };
}

/** Stored names are generated: user-supplied names never reach a storage key. */
export const generatedName = (ext: string) => `${crypto.randomUUID()}.${ext}`;
