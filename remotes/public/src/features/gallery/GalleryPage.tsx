import { queries } from "@institute/api-client";
import { GALLERY_PAGE_SIZE, galleryPages } from "@institute/routes";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useRef } from "react";
import { LoadingGrid, Notice } from "../../shared/Notice";
import { GalleryGrid } from "../../shared/GalleryGrid";
import { Pagination } from "./Pagination";

/** The page of the address (`/gallery?page=3`, as its route reads it), so reload, back and a shared link keep it. */
const usePageParam = () => useSearch({ strict: false, select: (search: { page?: number }) => search.page ?? 1 });

/** /gallery: the images, 6 per page. */
export function GalleryPage() {
  const { data, isPending, isError, refetch } = useQuery(queries.gallery.all());
  const page = usePageParam();
  const heading = useRef<HTMLHeadingElement>(null);
  const images = data ?? [];
  const pages = galleryPages(images.length);
  // After deletions elsewhere the remembered page may be past the end.
  const current = Math.min(page, pages);

  // A new page starts from its top, for pointer and keyboard users alike.
  const toTop = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  };

  return (
    <section className="pub-page" aria-labelledby="pub-gallery-title">
      <h1 id="pub-gallery-title" ref={heading} tabIndex={-1}>Gallery</h1>
      <p className="pub-lead">Life at the academy: labs, classes, project demos and graduation days.</p>
      {isPending
        ? <LoadingGrid count={GALLERY_PAGE_SIZE}>Loading gallery...</LoadingGrid>
        : isError
        ? <Notice error onRetry={() => void refetch()}>Failed to load gallery</Notice>
        : !images.length
        ? <Notice>No images found</Notice>
        : (
          <>
            <GalleryGrid images={images} from={(current - 1) * GALLERY_PAGE_SIZE} count={GALLERY_PAGE_SIZE} page />
            {pages > 1 && <Pagination page={current} pages={pages} onPage={toTop} label="Gallery pages" />}
          </>
        )}
    </section>
  );
}
