import type { GalleryImage } from "@institute/schemas";
import { StoredImage } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";

/**
 * A gallery thumbnail that opens the image larger in a dialog. Radix traps focus inside,
 * closes on Escape or the overlay, and returns focus to this thumbnail.
 */
export function GalleryTile({ image, label }: { image: GalleryImage; label: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="pub-gallery-tile">
        <StoredImage
          folder="gallery"
          name={image.image}
          sizes="(max-width: 600px) 50vw, 18rem"
          alt=""
          width={480}
          height={320}
          loading="lazy"
        />
        <span className="sr-only">Open {label}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="pub-lightbox" aria-describedby={undefined}>
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          <StoredImage folder="gallery" name={image.image} sizes="(max-width: 60rem) 100vw, 60rem" alt={label} width={960} height={640} />
          <Dialog.Close className="button pub-lightbox-close">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
