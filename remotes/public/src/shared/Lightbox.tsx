import type { GalleryImage } from "@institute/schemas";
import { Button, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "./image-layouts";
import * as Dialog from "@radix-ui/react-dialog";
import { photoLabel } from "./GalleryGrid";

interface LightboxProps {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes, given the photo shown last. */
  returnFocus: (last: number) => void;
}

/**
 * One gallery photo large, in a dialog: Previous and Next (and the arrow keys) go through all the
 * photos, round from the last to the first. Radix traps focus inside and closes on Escape or the
 * overlay.
 */
export default function Lightbox({ images, index, onIndex, onClose, returnFocus }: LightboxProps) {
  const image = images[index];
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  const many = images.length > 1;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="pub-lightbox"
          aria-describedby={undefined}
          onKeyDown={(e) => {
            if (!many || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
            e.preventDefault();
            step(e.key === "ArrowLeft" ? -1 : 1);
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus(index);
          }}
        >
          <Dialog.Title className="sr-only">{photoLabel(index + 1)}</Dialog.Title>
          <figure className="pub-lightbox-figure">
            <StoredImage
              key={image.id}
              folder="gallery"
              name={image.image}
              alt={image.caption || photoLabel(index + 1)}
              {...IMAGE_LAYOUTS.lightbox}
            />
            <figcaption aria-live="polite">
              {image.caption && `${image.caption} — `}Photo {index + 1} of {images.length}
            </figcaption>
          </figure>
          <div className="pub-lightbox-bar">
            {many && (
              <>
                <Button type="button" className="button" onClick={() => step(-1)}>
                  <span aria-hidden="true">‹</span> Previous photo
                </Button>
                <Button type="button" className="button" onClick={() => step(1)}>
                  Next photo <span aria-hidden="true">›</span>
                </Button>
              </>
            )}
            <Dialog.Close className="button">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
