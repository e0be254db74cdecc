import type { GalleryImage } from "@institute/schemas";
import { StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "./image-layouts";
import { lazy, Suspense, useRef, useState } from "react";

// The dialog's code (Radix) loads on the first click, not with the page.
const Lightbox = lazy(() => import("./Lightbox"));

export const photoLabel = (n: number) => `Gallery photo ${n}`;

/**
 * Gallery thumbnails: `images` are all the photos one can browse, of which the grid shows `count`
 * from `from` (a page). A thumbnail opens the lightbox, which goes through all of them; when it
 * closes, focus returns to the thumbnail of the photo last shown if it is on this page.
 */
export function GalleryGrid({ images, from = 0, count = images.length }: { images: GalleryImage[]; from?: number; count?: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const opened = useRef(0);
  const shown = images.slice(from, from + count);
  return (
    <>
      <ul className="pub-gallery" role="list">
        {shown.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              className="pub-gallery-tile"
              ref={(button) => void (button ? tiles.current.set(from + i, button) : tiles.current.delete(from + i))}
              onClick={() => setOpen(opened.current = from + i)}
            >
              <StoredImage folder="gallery" name={image.image} alt="" {...IMAGE_LAYOUTS.tile} loading="lazy" />
              <span className="sr-only">Open {photoLabel(from + i + 1)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            returnFocus={(last) => (tiles.current.get(last) ?? tiles.current.get(opened.current))?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
