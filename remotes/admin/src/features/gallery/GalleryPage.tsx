import { api, queries, uploadUrl } from "@institute/api-client";
import { GalleryCaption, type GalleryImage } from "@institute/schemas";
import { Field, FilePicker, toast, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useDelete, useDisplayOrder, useLoadError, useUpload } from "../../shared/hooks";
import { Pager } from "../../shared/Pager";
import { QueryList } from "../../shared/QueryList";
import { SortableList } from "../../shared/SortableList";
import { useListParams } from "../../shared/use-list-params";

// A page of photos: a screenful of tiles at 1280 px, few enough that a page of 500 opens at once.
const PER_PAGE = 24;

/**
 * A photo's caption (its alt text and lightbox caption on the site), edited in its tile, whole
 * (a caption takes up to 200 characters), with the photo's Save ahead of its Delete. Focus stays
 * on Save through a save: the form is not mounted again when the list reloads (it shows the caption
 * as saved, trimmed), and Save is not disabled while sending (a disabled button drops focus; the
 * form sends one save at a time anyway).
 */
function CaptionForm({ image, n, onDelete }: { image: GalleryImage; n: number; onDelete: () => void }) {
  const client = useQueryClient();
  const form = useSchemaForm(GalleryCaption, { caption: image.caption }, { checkOn: "submit" });
  const submit = form.onSubmit(async (body) => {
    try {
      const saved = await api.gallery.update({ params: { id: image.id }, json: body });
      form.set("caption", saved.image.caption);
      toast.success("Caption saved");
      await client.invalidateQueries({ queryKey: queries.gallery.key });
    } catch (error) {
      console.error(error);
      form.showServerIssues(error);
      toast.error("Failed to save caption");
    }
  });
  return (
    <form className="adm-caption-form" onSubmit={submit} noValidate>
      <Field label={`Caption for photo ${n}`} error={form.errors.caption}>
        {(c) => <textarea {...c} {...form.bind("caption")} rows={3} />}
      </Field>
      <div className="adm-actions">
        <button type="submit" className="button" aria-label={`Save caption for photo ${n}`}>Save</button>
        <button type="button" className="button button-danger" aria-label={`Delete gallery image ${n}`} onClick={onDelete}>Delete</button>
      </div>
    </form>
  );
}

/**
 * /admin/gallery: upload several images at once; caption, delete and order each in the grid, a
 * page of it at a time (`?page=`).
 */
export function GalleryPage() {
  const gallery = useQuery(queries.gallery.all());
  useLoadError(gallery.error, "Failed to load gallery");
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { upload, progress } = useUpload(queries.gallery.key);
  const del = useDelete(queries.gallery.key, api.gallery.remove, "image", { done: "Deleted successfully", failed: "Delete failed" });
  const order = useDisplayOrder<GalleryImage>(queries.gallery.key, api.gallery.order);
  const { state, goToPage } = useListParams();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (images.length === 0) return setError("Please select image(s)");
    const form = new FormData();
    for (const image of images) form.append("images", image);
    if (await upload((onProgress) => api.gallery.upload({ form, onProgress }), { done: "Images uploaded", failed: "Upload failed" })) {
      setImages([]);
    }
  }

  return (
    <section aria-labelledby="adm-gallery-title">
      <h1 id="adm-gallery-title">Manage Gallery</h1>
      <form className="adm-form" onSubmit={submit} noValidate>
        <FilePicker
          label="Images"
          accept="image/*"
          multiple
          files={images}
          progress={progress}
          error={error}
          onChange={(f) => {
            setImages(f);
            setError(null);
          }}
        />
        <button type="submit" className="button button-primary" disabled={progress !== null}>Upload</button>
      </form>
      <QueryList list={gallery} what="gallery" empty="No images found">
        {(rows) => {
          const pages = Math.ceil(rows.length / PER_PAGE);
          const first = (Math.min(state.page, pages) - 1) * PER_PAGE;
          const shown = rows.slice(first, first + PER_PAGE);
          const ids = rows.map((row) => row.id);
          // A photo's number in the whole gallery, as its tile and its handle name it.
          const numberOf = (g: GalleryImage) => first + shown.indexOf(g) + 1;
          return (
            <>
              <SortableList
                items={shown}
                name={(g) => `photo ${numberOf(g)}`}
                // A page's new order, within the whole gallery's.
                onOrder={(page) => order([...ids.slice(0, first), ...page, ...ids.slice(first + shown.length)])}
                className="adm-gallery-grid"
              >
                {(g, handle) => {
                  const n = numberOf(g);
                  return (
                    <>
                      {handle}
                      <img
                        src={uploadUrl("gallery", g.image)}
                        alt={g.caption || `Gallery image ${n}`}
                        width={200}
                        height={150}
                        loading="lazy"
                      />
                      <CaptionForm image={g} n={n} onDelete={() => del.remove(g.id, `Gallery image ${n}`)} />
                    </>
                  );
                }}
              </SortableList>
              <Pager label="Gallery pages" page={state.page} pages={pages} onPage={goToPage} />
            </>
          );
        }}
      </QueryList>
      {del.dialog}
    </section>
  );
}
