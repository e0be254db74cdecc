import { api, queries, uploadUrl } from "@institute/api-client";
import type { Testimonial } from "@institute/schemas";
import { Field, FilePicker, toast } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { scrollToTop, useDelete, useLoadError } from "../shared/hooks";

type Errors = Partial<Record<"name" | "content" | "rating", string>>;
const DEFAULT_RATING = 5;

/** /admin/testimonials: add, edit and delete what students say. */
export function TestimonialsPage() {
  const client = useQueryClient();
  const list = useQuery(queries.testimonials.all());
  useLoadError(list.error, "Failed to load testimonials");
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [rating, setRating] = useState(String(DEFAULT_RATING));
  const [designation, setDesignation] = useState("");
  const [image, setImage] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const del = useDelete(queries.testimonials.key, api.testimonials.remove, { title: "Delete this testimonial?", done: "Testimonial deleted", failed: "Delete failed" });

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
    try {
      if (editing) await api.testimonials.update(editing.id, form, setProgress);
      else await api.testimonials.add(form, setProgress);
      toast.success(editing ? "Testimonial updated" : "Testimonial added");
      if (editing) setEditing(null);
      else {
        setName("");
        setContent("");
        setRating(String(DEFAULT_RATING));
        setDesignation("");
        setImage([]);
      }
      await client.invalidateQueries({ queryKey: queries.testimonials.key });
    } catch (error) {
      console.error(error);
      toast.error(editing ? "Failed to update testimonial" : "Failed to add testimonial");
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="adm-testimonials-title">
      <h1 id="adm-testimonials-title">Manage Testimonials</h1>
      <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-testimonial-form-title">
        <h2 id="adm-testimonial-form-title">{editing ? "Edit Testimonial" : "Add Testimonial"}</h2>
        <div className="adm-grid">
          <Field label="Name" error={errors.name} required>{(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
          <Field label="Designation">{(c) => <input {...c} value={designation} onChange={(e) => setDesignation(e.target.value)} />}</Field>
          <Field label="Rating" error={errors.rating} required>
            {(c) => <input {...c} type="number" min={1} max={5} step={1} value={rating} onChange={(e) => setRating(e.target.value)} />}
          </Field>
        </div>
        <Field label="Message" error={errors.content} required>{(c) => <textarea {...c} rows={4} value={content} onChange={(e) => setContent(e.target.value)} />}</Field>
        <FilePicker label="Image" accept="image/*" files={image} onChange={setImage} progress={progress}
          currentImageUrl={editing?.image ? uploadUrl("testimonials", editing.image) : null} />
        <div className="adm-actions">
          <button type="submit" className="button button-primary" disabled={progress !== null}>{editing ? "Update" : "Add Testimonial"}</button>
          {editing ? <button type="button" className="button" onClick={() => setEditing(null)}>Cancel</button> : null}
        </div>
      </form>
      {list.data?.length === 0 ? <p>No testimonials found</p> : null}
      <ul className="adm-card-grid">
        {list.data?.map((t) => (
          <li key={t.id} className="adm-item-card">
            {t.image ? <img src={uploadUrl("testimonials", t.image)} alt={t.name} width={80} height={80} loading="lazy" className="adm-avatar" /> : null}
            <h3>{t.name}</h3>
            {t.designation ? <p className="adm-muted">{t.designation}</p> : null}
            <p aria-label={`Rating: ${t.rating} out of 5`}>{"★".repeat(t.rating)}{"☆".repeat(5 - t.rating)}</p>
            <p>{t.content}</p>
            <div className="adm-actions">
              <button type="button" className="button" aria-label={`Edit ${t.name}`} onClick={() => {
                setEditing(t);
                scrollToTop();
              }}>Edit</button>
              <button type="button" className="button button-danger" aria-label={`Delete ${t.name}`} onClick={() => del.remove(t.id, t.name)}>Delete</button>
            </div>
          </li>
        ))}
      </ul>
      {del.dialog}
    </section>
  );
}
