import type { GalleryImage } from "@institute/schemas";
import { GalleryTile } from "./GalleryTile";

/** A grid of gallery tiles; `first` is the 1-based number of the first image, for its label. */
export function GalleryGrid({ images, first = 1 }: { images: GalleryImage[]; first?: number }) {
  return (
    <ul className="pub-gallery" role="list">
      {images.map((image, i) => (
        <li key={image.id}>
          <GalleryTile image={image} label={`Gallery photo ${first + i}`} />
        </li>
      ))}
    </ul>
  );
}
