import { Button } from "@institute/ui";
import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingGrid, Notice } from "../../shared/Notice";
import { GalleryGrid } from "../../shared/GalleryGrid";
import { HOME_GALLERY_MAX, HOME_GALLERY_SHOWN } from "./home-reads";

/** The first four photos; "Show more photos" reveals up to four more, the rest live on /gallery. */
export function HomeGallery() {
  const { data, isPending, isError, refetch } = useQuery(queries.gallery.first(HOME_GALLERY_MAX));
  const [more, setMore] = useState(false);
  if (isPending) {
    return (
      <>
        <LoadingGrid count={HOME_GALLERY_SHOWN}>Loading gallery...</LoadingGrid>
        {/* The button's place too: a gallery usually has more photos than the section shows. */}
        <span className="button pub-unseen" aria-hidden="true">Show more photos</span>
      </>
    );
  }
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load gallery</Notice>;
  if (!data.length) return <Notice>No images found</Notice>;
  const images = data.slice(0, more ? HOME_GALLERY_MAX : HOME_GALLERY_SHOWN);
  return (
    <>
      <GalleryGrid images={images} />
      {!more && data.length > HOME_GALLERY_SHOWN && (
        <Button type="button" className="button" onClick={() => setMore(true)}>
          Show more photos
        </Button>
      )}
    </>
  );
}
