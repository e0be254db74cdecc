import { api, queries, uploadUrl } from "@institute/api-client";
import { FilePicker } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useDelete, useLoadError, useUpload } from "../../shared/hooks";
import { QueryList } from "../../shared/QueryList";

/** /admin/gallery: upload several images at once, delete from the grid. */
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
                <img src={uploadUrl("gallery", g.image)} alt={`Gallery image ${i + 1}`} width={200} height={150} loading="lazy" />
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
