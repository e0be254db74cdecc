import type { GalleryImage } from "@institute/schemas";
import { Button, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "./image-layouts";
import { lazy, Suspense, useRef, useState } from "react";

// The dialog's code (Radix) loads on the first click, not with the page.
const Lightbox = lazy(() => import("./Lightbox"));

export const photoLabel = (n: number) => `Gallery photo ${n}`;

/** The tiles a page of the gallery shows on its first screen: fetched at once, the first before all. */
const FIRST_SCREEN_TILES = 4;

/**
 * Gallery thumbnails: `images` are all the photos one can browse, of which the grid shows `count`
 * from `from` (a page). A thumbnail opens the lightbox, which goes through all of them; when it
 * closes, focus returns to the thumbnail of the photo last shown if it is on this page. `page`: the
 * grid is its page's content (/gallery), so its first tiles are on the first screen.
 */
export function GalleryGrid(
  { images, from = 0, count = images.length, page = false }: { images: GalleryImage[]; from?: number; count?: number; page?: boolean },
) {
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const opened = useRef(0);
  const shown = images.slice(from, from + count);
  return (
    <>
      <ul className="pub-gallery" role="list">
        {shown.map((image, i) => (
          <li key={image.id}>
            <Button
              type="button"
              className="pub-gallery-tile"
              ref={(button) => void (button ? tiles.current.set(from + i, button) : tiles.current.delete(from + i))}
              onClick={() => setOpen(opened.current = from + i)}
            >
              <StoredImage
                folder="gallery"
                name={image.image}
                alt=""
                {...IMAGE_LAYOUTS.tile}
                loading={page && i < FIRST_SCREEN_TILES ? "eager" : "lazy"}
                fetchPriority={page && i === 0 ? "high" : undefined}
              />
              <span className="sr-only">{image.caption ? `Open photo: ${image.caption}` : `Open ${photoLabel(from + i + 1)}`}</span>
            </Button>
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
