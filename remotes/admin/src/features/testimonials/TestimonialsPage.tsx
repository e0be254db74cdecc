import { api, formBody, queries, uploadUrl } from "@institute/api-client";
import { type Testimonial, TestimonialEntry } from "@institute/schemas";
import { Field, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormActions } from "../../shared/FormActions";
import { addOrUpdate, useDelete, useDisplayOrder, useLoadError, useUpload } from "../../shared/hooks";
import { ImagePicker } from "../../shared/ImagePicker";
import { RecordCards } from "../../shared/RecordCards";
import { type RecordFormProps, useEditing } from "../../shared/use-editing";

const DEFAULT_RATING = 5;

/** /admin/testimonials: add, edit and delete what students say. */
export function TestimonialsPage() {
  const list = useQuery(queries.testimonials.all());
  useLoadError(list.error, "Failed to load testimonials");
  const form = useEditing<Testimonial>();
  const del = useDelete(queries.testimonials.key, api.testimonials.remove, "testimonial", {
    done: "Testimonial deleted",
    failed: "Delete failed",
  });
  const order = useDisplayOrder<Testimonial>(queries.testimonials.key, api.testimonials.order);

  return (
    <section aria-labelledby="adm-testimonials-title">
      <h1 id="adm-testimonials-title">Manage Testimonials</h1>
      <TestimonialForm key={form.key} {...form.props} />
      <RecordCards
        list={list}
        what="testimonials"
        empty="No testimonials found"
        name={(t) => t.name}
        onEdit={form.edit}
        del={del}
        onOrder={order}
      >
        {(t) => (
          <>
            {t.image
              ? <img src={uploadUrl("testimonials", t.image)} alt={t.name} width={80} height={80} loading="lazy" className="adm-avatar" />
              : null}
            <h3>{t.name}</h3>
            {t.designation ? <p className="adm-muted">{t.designation}</p> : null}
            <p aria-label={`Rating: ${t.rating} out of 5`}>{"★".repeat(t.rating)}{"☆".repeat(5 - t.rating)}</p>
            <p>{t.content}</p>
          </>
        )}
      </RecordCards>
      {del.dialog}
    </section>
  );
}

function TestimonialForm({ editing, onDone, onCancel }: RecordFormProps<Testimonial>) {
  const form = useSchemaForm(TestimonialEntry, {
    name: editing?.name ?? "",
    content: editing?.content ?? "",
    rating: String(editing?.rating ?? DEFAULT_RATING),
    designation: editing?.designation ?? "",
  }, { checkOn: "submit" });
  const [image, setImage] = useState<File[]>([]);
  const { upload, progress } = useUpload(queries.testimonials.key);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const testimonial = form.check();
    if (!testimonial) return;
    const body = formBody({ ...testimonial, oldImage: editing?.image, image: image[0] });
    const saved = await upload(
      addOrUpdate(api.testimonials, editing, body),
      editing
        ? { done: "Testimonial updated", failed: "Failed to update testimonial" }
        : { done: "Testimonial added", failed: "Failed to add testimonial" },
    );
    if (saved) onDone();
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-testimonial-form-title">
      <h2 id="adm-testimonial-form-title">{editing ? "Edit Testimonial" : "Add Testimonial"}</h2>
      <div className="adm-grid">
        <Field label="Name" error={form.errors.name} required>
          {(c) => <input {...c} {...form.bind("name")} />}
        </Field>
        <Field label="Designation">{(c) => <input {...c} {...form.bind("designation")} />}</Field>
        <Field label="Rating" error={form.errors.rating} required>
          {(c) => <input {...c} type="number" min={1} max={5} step={1} {...form.bind("rating")} />}
        </Field>
      </div>
      <Field label="Message" error={form.errors.content} required>
        {(c) => <textarea {...c} {...form.bind("content")} rows={4} />}
      </Field>
      <ImagePicker folder="testimonials" current={editing?.image} files={image} onChange={setImage} progress={progress} />
      <FormActions editing={editing !== null} addLabel="Add Testimonial" busy={progress !== null} onCancel={onCancel} />
    </form>
  );
}
