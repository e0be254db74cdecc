import { api, queries, uploadUrl } from "@institute/api-client";
import type { Slider } from "@institute/schemas";
import { Field, FilePicker } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { EditDeleteButtons } from "../../shared/EditDeleteButtons";
import { FormActions } from "../../shared/FormActions";
import { useDelete, useUpload } from "../../shared/hooks";

type Errors = Partial<Record<"title" | "subtitle" | "image", string>>;
// The slider screen reports with alerts, and a fetch failure is only logged.
const alerts = { ok: () => undefined, fail: (m: string) => window.alert(m) };

/** /admin/slider: the carousel's slides. */
export function SliderPage() {
  const sliders = useQuery(queries.sliders.all());
  useEffect(() => {
    if (sliders.error) console.error("Failed to load sliders", sliders.error);
  }, [sliders.error]);
  const [editing, setEditing] = useState<Slider | null>(null);
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [image, setImage] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { upload, progress } = useUpload(queries.sliders.key, alerts);
  const del = useDelete(queries.sliders.key, (id: number) => api.sliders.remove({ params: { id } }), {
    title: "Delete this slider?",
    done: "",
    failed: "Failed to delete slider.",
  }, alerts);

  useEffect(() => {
    setTitle(editing?.title ?? "");
    setSubtitle(editing?.subtitle ?? "");
    setImage([]);
    setErrors({});
  }, [editing]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = "Title is required";
    if (!subtitle.trim()) found.subtitle = "Subtitle is required";
    if (image[0] && !image[0].type.startsWith("image/")) found.image = "Please choose an image file";
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = new FormData();
    form.set("title", title.trim());
    form.set("subtitle", subtitle.trim());
    if (image[0]) form.set("image", image[0]);
    const saved = await upload(
      (
        onProgress,
      ) => (editing ? api.sliders.update({ params: { id: editing.id }, form, onProgress }) : api.sliders.add({ form, onProgress })),
      {
        done: "",
        failed: "Failed to save slider.",
      },
    );
    if (!saved) return;
    setEditing(null);
    setTitle("");
    setSubtitle("");
    setImage([]);
  }

  return (
    <section aria-labelledby="adm-slider-title">
      <h1 id="adm-slider-title">Manage Slider</h1>
      <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-slider-form-title">
        <h2 id="adm-slider-form-title">{editing ? "Edit Slider" : "Add New Slider"}</h2>
        <Field label="Title" error={errors.title} required>
          {(c) => <input {...c} value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label="Subtitle" error={errors.subtitle} required>
          {(c) => <input {...c} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} />}
        </Field>
        <FilePicker
          label="Image"
          accept="image/*"
          files={image}
          onChange={setImage}
          progress={progress}
          error={errors.image}
          currentImageUrl={editing?.image ? uploadUrl("sliders", editing.image) : null}
        />
        <FormActions editing={editing !== null} addLabel="Add Slider" busy={progress !== null} onCancel={() => setEditing(null)} />
      </form>
      <ul className="adm-card-grid">
        {sliders.data?.map((s) => (
          <li key={s.id} className="adm-item-card">
            {s.image
              ? <img src={uploadUrl("sliders", s.image)} alt={s.title} width={320} height={160} loading="lazy" />
              : <div className="adm-img-placeholder" />}
            <h3>{s.title}</h3>
            <p>{s.subtitle}</p>
            <div className="adm-actions">
              <EditDeleteButtons name={s.title} onEdit={() => setEditing(s)} onDelete={() => del.remove(s.id, s.title)} />
            </div>
          </li>
        ))}
      </ul>
      {del.dialog}
    </section>
  );
}
