import { api, queries, uploadUrl } from "@institute/api-client";
import { GalleryCaption, type GalleryImage } from "@institute/schemas";
import { Field, FilePicker, toast, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useDelete, useLoadError, useUpload } from "../../shared/hooks";
import { QueryList } from "../../shared/QueryList";

/**
 * A photo's caption (its alt text and lightbox caption on the site), edited in its tile. Focus stays
 * on Save through a save: the form is not mounted again when the list reloads (it shows the caption
 * as saved, trimmed), and Save is not disabled while sending (a disabled button drops focus; the
 * form sends one save at a time anyway).
 */
function CaptionForm({ image, n }: { image: GalleryImage; n: number }) {
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
      <Field label={`Caption for photo ${n}`} error={form.errors.caption}>{(c) => <input {...c} {...form.bind("caption")} />}</Field>
      <button type="submit" className="button" aria-label={`Save caption for photo ${n}`}>Save</button>
    </form>
  );
}

/** /admin/gallery: upload several images at once; caption or delete each in the grid. */
export function GalleryPage() {
  const gallery = useQuery(queries.gallery.all());
  useLoadError(gallery.error, "Failed to load gallery");
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { upload, progress } = useUpload(queries.gallery.key);
  const del = useDelete(queries.gallery.key, api.gallery.remove, "image", { done: "Deleted successfully", failed: "Delete failed" });

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
        {(rows) => (
          <ul className="adm-gallery-grid">
            {rows.map((g, i) => (
              <li key={g.id}>
                <img
                  src={uploadUrl("gallery", g.image)}
                  alt={g.caption || `Gallery image ${i + 1}`}
                  width={200}
                  height={150}
                  loading="lazy"
                />
                <CaptionForm image={g} n={i + 1} />
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={`Delete gallery image ${i + 1}`}
                  onClick={() => del.remove(g.id, `Gallery image ${i + 1}`)}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      {del.dialog}
    </section>
  );
}
