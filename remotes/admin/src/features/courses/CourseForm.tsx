import { api, queries } from "@institute/api-client";
import { type Batch, type Course, COURSE_MODES } from "@institute/schemas";
import { Field, useSchemaForm } from "@institute/ui";
import { type FormEvent, useState } from "react";
import { addOrUpdate, serverError, useUpload } from "../../shared/hooks";
import { ImagePicker } from "../../shared/ImagePicker";
import { RichTextEditor } from "../../shared/RichTextEditor";
import type { RecordFormProps } from "../../shared/use-editing";
import { courseBody, type CourseLists, CourseText, listsOf, textOf } from "./course-body";
import { ItemInput, ListEditor } from "./ListEditor";

/** The course editor: plain fields, the rich-text description and the four structured lists. */
export function CourseForm({ editing, onDone, onCancel }: RecordFormProps<Course>) {
  const form = useSchemaForm(CourseText, textOf(editing), { checkOn: "submit" });
  const [lists, setLists] = useState(() => listsOf(editing));
  const [image, setImage] = useState<File[]>([]);
  const { upload, progress } = useUpload(queries.courses.key);

  const set = <K extends keyof CourseLists>(key: K) => (value: CourseLists[K]) => setLists((l) => ({ ...l, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = form.check();
    if (!text) return;
    const body = courseBody(text, lists, image[0], editing?.image ?? null);
    const saved = await upload(
      addOrUpdate(api.courses, editing, body),
      {
        done: (answer) => answer?.message || "Saved successfully",
        failed: (error) => serverError(error, "Save failed"),
      },
    );
    if (saved) onDone();
  }

  return (
    <form className="adm-form adm-course-form" onSubmit={submit} noValidate aria-labelledby="adm-course-form-title">
      <h2 id="adm-course-form-title">{editing ? `Edit Course: ${editing.title}` : "Add Course"}</h2>
      <div className="adm-grid">
        <Field label="Title" error={form.errors.title} required>{(c) => <input {...c} {...form.bind("title")} />}</Field>
        <Field label="Tagline">{(c) => <input {...c} {...form.bind("tagline")} />}</Field>
        <Field label="Category">{(c) => <input {...c} {...form.bind("category")} />}</Field>
        <Field label="Duration">{(c) => <input {...c} {...form.bind("duration")} />}</Field>
        <Field label="Mode" error={form.errors.mode}>
          {(c) => (
            <select {...c} {...form.bind("mode")}>
              <option value="">Select mode</option>
              {COURSE_MODES.map((m) => <option key={m} value={m}>{m}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field label="Short description">{(c) => <textarea {...c} {...form.bind("short_desc")} rows={3} />}</Field>
      <RichTextEditor label="Full description" value={form.values.full_desc} onChange={(html) => form.set("full_desc", html)} />
      <ImagePicker folder="courses" current={editing?.image} files={image} onChange={setImage} progress={progress} />

      <ListEditor
        legend="Curriculum"
        noun="Module"
        items={lists.curriculum}
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
        items={lists.outcomes}
        onChange={set("outcomes")}
        blank={() => ""}
        renderItem={(o, update, i) => <ItemInput label={`Outcome ${i + 1}`} value={o} onChange={update} />}
      />
      <ListEditor
        legend="Batches"
        noun="Batch"
        items={lists.batches}
        onChange={set("batches")}
        blank={(): Batch => ({ date: "", timing: "", duration: "", fee: "" })}
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
            <label className="adm-item-input">
              <span>{`Batch ${i + 1} mode`}</span>
              <select
                // Named by its words alone: a wrapping label would add the chosen option's.
                aria-label={`Batch ${i + 1} mode`}
                value={b.mode ?? ""}
                onChange={(e) => update({ ...b, mode: COURSE_MODES.find((m) => m === e.target.value) })}
              >
                <option value="">As the course</option>
                {COURSE_MODES.map((m) => <option key={m} value={m}>{m}</option>)}
              </select>
            </label>
          </div>
        )}
      />
      <ListEditor
        legend="FAQs"
        noun="FAQ"
        items={lists.faqs}
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
        <button type="submit" className="button button-primary" disabled={progress !== null}>{editing ? "Update" : "Add Course"}</button>
        <button type="button" className="button" onClick={onCancel}>Reset</button>
      </div>
    </form>
  );
}
