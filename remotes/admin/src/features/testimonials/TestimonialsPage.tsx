import { api, queries, uploadUrl } from "@institute/api-client";
import type { Testimonial } from "@institute/schemas";
import { Field, FilePicker } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { EditDeleteButtons } from "../../shared/EditDeleteButtons";
import { FormActions } from "../../shared/FormActions";
import { useDelete, useLoadError, useUpload } from "../../shared/hooks";

type Errors = Partial<Record<"name" | "content" | "rating", string>>;
const DEFAULT_RATING = 5;

/** /admin/testimonials: add, edit and delete what students say. */
export function TestimonialsPage() {
  const list = useQuery(queries.testimonials.all());
  useLoadError(list.error, "Failed to load testimonials");
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [rating, setRating] = useState(String(DEFAULT_RATING));
  const [designation, setDesignation] = useState("");
  const [image, setImage] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { upload, progress } = useUpload(queries.testimonials.key);
  const del = useDelete(queries.testimonials.key, (id: number) => api.testimonials.remove({ params: { id } }), {
    title: "Delete this testimonial?",
    done: "Testimonial deleted",
    failed: "Delete failed",
  });

  useEffect(() => {
    setName(editing?.name ?? "");
    setContent(editing?.content ?? "");
    setRating(String(editing?.rating ?? DEFAULT_RATING));
    setDesignation(editing?.designation ?? "");
    setImage([]);
    setErrors({});
  }, [editing]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    const stars = Number(rating);
    if (!name.trim()) found.name = "Name is required";
    if (!content.trim()) found.content = "Message is required";
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) found.rating = "Rating must be a whole number from 1 to 5";
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = new FormData();
    form.set("name", name.trim());
    form.set("content", content.trim());
    form.set("rating", String(stars));
    form.set("designation", designation.trim());
    if (editing?.image) form.set("oldImage", editing.image);
    if (image[0]) form.set("image", image[0]);
    const saved = await upload(
      (
        onProgress,
      ) => (editing
        ? api.testimonials.update({ params: { id: editing.id }, form, onProgress })
        : api.testimonials.add({ form, onProgress })),
      editing
        ? { done: "Testimonial updated", failed: "Failed to update testimonial" }
        : { done: "Testimonial added", failed: "Failed to add testimonial" },
    );
    if (!saved) return;
    if (editing) setEditing(null);
    else {
      setName("");
      setContent("");
      setRating(String(DEFAULT_RATING));
      setDesignation("");
      setImage([]);
    }
  }

  return (
    <section aria-labelledby="adm-testimonials-title">
      <h1 id="adm-testimonials-title">Manage Testimonials</h1>
      <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-testimonial-form-title">
        <h2 id="adm-testimonial-form-title">{editing ? "Edit Testimonial" : "Add Testimonial"}</h2>
        <div className="adm-grid">
          <Field label="Name" error={errors.name} required>
            {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label="Designation">{(c) => <input {...c} value={designation} onChange={(e) => setDesignation(e.target.value)} />}</Field>
          <Field label="Rating" error={errors.rating} required>
            {(c) => <input {...c} type="number" min={1} max={5} step={1} value={rating} onChange={(e) => setRating(e.target.value)} />}
          </Field>
        </div>
        <Field label="Message" error={errors.content} required>
          {(c) => <textarea {...c} rows={4} value={content} onChange={(e) => setContent(e.target.value)} />}
        </Field>
        <FilePicker
          label="Image"
          accept="image/*"
          files={image}
          onChange={setImage}
          progress={progress}
          currentImageUrl={editing?.image ? uploadUrl("testimonials", editing.image) : null}
        />
        <FormActions editing={editing !== null} addLabel="Add Testimonial" busy={progress !== null} onCancel={() => setEditing(null)} />
      </form>
      {list.data?.length === 0 ? <p>No testimonials found</p> : null}
      <ul className="adm-card-grid">
        {list.data?.map((t) => (
          <li key={t.id} className="adm-item-card">
            {t.image
              ? <img src={uploadUrl("testimonials", t.image)} alt={t.name} width={80} height={80} loading="lazy" className="adm-avatar" />
              : null}
            <h3>{t.name}</h3>
            {t.designation ? <p className="adm-muted">{t.designation}</p> : null}
            <p aria-label={`Rating: ${t.rating} out of 5`}>{"★".repeat(t.rating)}{"☆".repeat(5 - t.rating)}</p>
            <p>{t.content}</p>
            <div className="adm-actions">
              <EditDeleteButtons name={t.name} onEdit={() => setEditing(t)} onDelete={() => del.remove(t.id, t.name)} />
            </div>
          </li>
        ))}
      </ul>
      {del.dialog}
    </section>
  );
}
