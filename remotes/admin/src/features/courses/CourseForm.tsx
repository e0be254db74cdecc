import { type Course, COURSE_MODES, CourseMode } from "@institute/schemas";
import { Field, FilePicker } from "@institute/ui";
import { uploadUrl } from "@institute/api-client";
import { type FormEvent, useEffect, useState } from "react";
import { RichTextEditor } from "../../shared/RichTextEditor";
import { type CourseDraft, draftOf, emptyDraft } from "./draft";
import { ItemInput, ListEditor } from "./ListEditor";

interface Props {
  /** The course being edited, or null in add mode. */
  editing: Course | null;
  progress: number | null;
  onSubmit: (draft: CourseDraft, image: File | undefined) => Promise<boolean>;
  onReset: () => void;
}

/** The course editor: plain fields, the rich-text description and the four structured lists. */
export function CourseForm({ editing, progress, onSubmit, onReset }: Props) {
  const [draft, setDraft] = useState<CourseDraft>(emptyDraft);
  const [image, setImage] = useState<File[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setDraft(editing ? draftOf(editing) : emptyDraft());
    setImage([]);
    setTitleError(null);
  }, [editing]);

  const set = <K extends keyof CourseDraft>(key: K) => (value: CourseDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.title.trim()) {
      setTitleError("Title is required");
      return;
    }
    setSaving(true);
    const saved = await onSubmit(draft, image[0]);
    setSaving(false);
    if (saved && !editing) {
      setDraft(emptyDraft());
      setImage([]);
    }
  }

  return (
    <form className="adm-form adm-course-form" onSubmit={submit} noValidate aria-labelledby="adm-course-form-title">
      <h2 id="adm-course-form-title">{editing ? `Edit Course: ${editing.title}` : "Add Course"}</h2>
      <div className="adm-grid">
        <Field label="Title" error={titleError} required>
          {(c) => (
            <input
              {...c}
              value={draft.title}
              onChange={(e) => {
                set("title")(e.target.value);
                setTitleError(null);
              }}
            />
          )}
        </Field>
        <Field label="Tagline">{(c) => <input {...c} value={draft.tagline} onChange={(e) => set("tagline")(e.target.value)} />}</Field>
        <Field label="Category">{(c) => <input {...c} value={draft.category} onChange={(e) => set("category")(e.target.value)} />}</Field>
        <Field label="Duration">{(c) => <input {...c} value={draft.duration} onChange={(e) => set("duration")(e.target.value)} />}</Field>
        <Field label="Mode">
          {(c) => (
            <select {...c} value={draft.mode} onChange={(e) => set("mode")(CourseMode.parse(e.target.value))}>
              <option value="">Select mode</option>
              {COURSE_MODES.map((m) => <option key={m} value={m}>{m}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field label="Short description">
        {(c) => <textarea {...c} rows={3} value={draft.short_desc} onChange={(e) => set("short_desc")(e.target.value)} />}
      </Field>
      <RichTextEditor label="Full description" value={draft.full_desc} onChange={set("full_desc")} />
      <FilePicker
        label="Image"
        accept="image/*"
        files={image}
        onChange={setImage}
        progress={progress}
        currentImageUrl={editing?.image ? uploadUrl("courses", editing.image) : null}
      />

      <ListEditor
        legend="Curriculum"
        noun="Module"
        items={draft.curriculum}
        onChange={set("curriculum")}
        blank={() => ({ module: "", topics: [] })}
        renderItem={(m, update, i) => (
          <>
            <ItemInput label={`Module ${i + 1} name`} value={m.module} onChange={(module) => update({ ...m, module })} />
            <ListEditor
              legend={`Topics of module ${i + 1}`}
              noun="Topic"
              scope={`of module ${i + 1}`}
              items={m.topics}
              onChange={(topics) => update({ ...m, topics })}
              blank={() => ""}
              renderItem={(t, up, j) => <ItemInput label={`Module ${i + 1} topic ${j + 1}`} value={t} onChange={up} />}
            />
          </>
        )}
      />
      <ListEditor
        legend="Outcomes"
        noun="Outcome"
        items={draft.outcomes}
        onChange={set("outcomes")}
        blank={() => ""}
        renderItem={(o, update, i) => <ItemInput label={`Outcome ${i + 1}`} value={o} onChange={update} />}
      />
      <ListEditor
        legend="Batches"
        noun="Batch"
        items={draft.batches}
        onChange={set("batches")}
        blank={() => ({ date: "", timing: "", duration: "", fee: "" })}
        renderItem={(b, update, i) => (
          <div className="adm-grid">
            <ItemInput label={`Batch ${i + 1} date`} value={b.date} onChange={(date) => update({ ...b, date })} />
            <ItemInput
              label={`Batch ${i + 1} timing`}
              value={b.timing}
              onChange={(timing) => update({ ...b, timing })}
            />
            <ItemInput label={`Batch ${i + 1} duration`} value={b.duration} onChange={(duration) => update({ ...b, duration })} />
            <ItemInput label={`Batch ${i + 1} fee`} value={b.fee} onChange={(fee) => update({ ...b, fee })} />
          </div>
        )}
      />
      <ListEditor
        legend="FAQs"
        noun="FAQ"
        items={draft.faqs}
        onChange={set("faqs")}
        blank={() => ({ q: "", a: "" })}
        renderItem={(f, update, i) => (
          <>
            <ItemInput label={`Question ${i + 1}`} value={f.q} onChange={(q) => update({ ...f, q })} />
            <ItemInput label={`Answer ${i + 1}`} value={f.a} onChange={(a) => update({ ...f, a })} multiline />
          </>
        )}
      />

      <div className="adm-actions">
        <button type="submit" className="button button-primary" disabled={saving}>{editing ? "Update" : "Add Course"}</button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDraft(emptyDraft());
            setImage([]);
            setTitleError(null);
            onReset();
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
