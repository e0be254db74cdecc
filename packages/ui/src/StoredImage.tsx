import { imageSrcSet, type ResizedFolder, uploadUrl } from "@institute/schemas";
import type { ImgHTMLAttributes } from "react";

export interface StoredImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  folder: ResizedFolder;
  /** The stored name of the original. */
  name: string;
  /** How wide the image is shown (the `sizes` attribute), so the browser picks the copy of that width. */
  sizes: string;
  alt: string;
}

/** A public image as its resized WebP copies: a phone loads the copy of its own width, not the upload. */
export function StoredImage({ folder, name, sizes, ...img }: StoredImageProps) {
  return <img src={uploadUrl(folder, name)} srcSet={imageSrcSet(folder, name)} sizes={sizes} decoding="async" {...img} />;
}
