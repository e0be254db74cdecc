import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LoadingGrid, Notice } from "../../shared/Notice";
import { pageCount, pageItems } from "../../shared/paging";
import { GalleryGrid } from "../../shared/GalleryGrid";
import { Pagination } from "./Pagination";

/** The gallery page shows 6 images at a time. */
export const GALLERY_PAGE_SIZE = 6;

/** /gallery: the images, 6 per page. */
export function GalleryPage() {
  const { data, isPending, isError, refetch } = useQuery(queries.gallery.all());
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const images = data ?? [];
  const pages = pageCount(images.length, GALLERY_PAGE_SIZE);
  // After deletions elsewhere the remembered page may be past the end.
  const current = Math.min(page, pages);

  const goTo = (next: number) => {
    setPage(next);
    // Start the new page from its top, for pointer and keyboard users alike.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  };

  return (
    <section className="pub-page" aria-labelledby="pub-gallery-title">
      <h1 id="pub-gallery-title" ref={heading} tabIndex={-1}>Gallery</h1>
      <p className="pub-lead">Life at the academy: labs, classes, project demos and graduation days.</p>
      {isPending
        ? <LoadingGrid count={GALLERY_PAGE_SIZE} tiles="photos">Loading gallery...</LoadingGrid>
        : isError
        ? <Notice error onRetry={() => void refetch()}>Failed to load gallery</Notice>
        : !images.length
        ? <Notice>No images found</Notice>
        : (
          <>
            <GalleryGrid images={pageItems(images, current, GALLERY_PAGE_SIZE)} first={(current - 1) * GALLERY_PAGE_SIZE + 1} />
            {pages > 1 && <Pagination page={current} pages={pages} onPage={goTo} label="Gallery pages" />}
          </>
        )}
    </section>
  );
}
