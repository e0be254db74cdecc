import { type Folder, IMAGE_WIDTHS, type ImageWidth, RESIZED_FOLDERS, type ResizedFolder, resizedName } from "@institute/schemas";
import sharp from "sharp";
import { HttpError } from "../http/errors.ts";
import type { Storage } from "../storage/storage.ts";

/** One WebP copy of an image, at most `width` pixels wide. */
export interface ResizedCopy {
  width: ImageWidth;
  bytes: Uint8Array;
}

// Larger than any camera's photo (a 50-megapixel phone makes 8160 × 6120); a 5 MiB file can
// declare far more (a "decompression bomb"), which would take gigabytes to decode.
const MAX_PIXELS = 64_000_000;
const WEBP_QUALITY = 75;

const IMAGE_NAME = /\.(jpg|png|gif|webp)$/;
const COPY_NAME = new RegExp(`^(.+\\.(?:jpg|png|gif|webp))\\.w(${IMAGE_WIDTHS.join("|")})\\.webp$`);

export const isResizedFolder = (folder: Folder): folder is ResizedFolder => (RESIZED_FOLDERS as readonly string[]).includes(folder);

/** The stored names of an original's copies; none for a folder without copies or a name that is not an image's. */
export const copyNames = (folder: Folder, name: string): string[] =>
  isResizedFolder(folder) && IMAGE_NAME.test(name) ? IMAGE_WIDTHS.map((width) => resizedName(name, width)) : [];

/** The original and width a copy's name stands for, or null for any other name. */
export function copyOf(name: string): { original: string; width: ImageWidth } | null {
  const match = COPY_NAME.exec(name);
  return match ? { original: match[1], width: Number(match[2]) as ImageWidth } : null;
}

/**
 * The image's copies at each width, oriented as the camera held it and without its metadata
 * (a photo's location never reaches a copy). An animated GIF or WebP stays animated. A file
 * the sniffed type promised but that does not decode is a 415; one of too many pixels, a 413.
 */
export async function resizedCopies(bytes: Uint8Array, field = "file"): Promise<ResizedCopy[]> {
  const metadata = await sharp(bytes).metadata().catch(() => {
    throw new HttpError(415, `${field}: the image could not be read`);
  });
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height) * (metadata.pages ?? 1);
  if (pixels > MAX_PIXELS) throw new HttpError(413, `${field}: the image has more than ${MAX_PIXELS / 1_000_000} million pixels`);
  const copies: ResizedCopy[] = [];
  // One at a time: each decodes the whole image, and uploads are rare next to page views.
  for (const width of IMAGE_WIDTHS) {
    const out = await sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch(() => {
        throw new HttpError(415, `${field}: the image could not be read`);
      });
    copies.push({ width, bytes: new Uint8Array(out) });
  }
  return copies;
}

/** Stores the copies of an original stored as `folder/name`. */
export async function storeCopies(storage: Storage, folder: ResizedFolder, name: string, copies: ResizedCopy[]): Promise<void> {
  await Promise.all(
    copies.map((copy) => storage.put(`${folder}/${resizedName(name, copy.width)}`, copy.bytes, { contentType: "image/webp" })),
  );
}

/**
 * Makes the copies of one stored original that has none yet (stored before copies were made),
 * once however many requests ask at the same time. False when the original is not there.
 */
export function copyMaker(storage: Storage) {
  const making = new Map<string, Promise<boolean>>();
  return (folder: ResizedFolder, original: string): Promise<boolean> => {
    const key = `${folder}/${original}`;
    const running = making.get(key);
    if (running) return running;
    const made = (async () => {
      const object = await storage.get(key);
      if (!object) return false;
      const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
      await storeCopies(storage, folder, original, await resizedCopies(bytes));
      return true;
    })().finally(() => making.delete(key));
    making.set(key, made);
    return made;
  };
}
