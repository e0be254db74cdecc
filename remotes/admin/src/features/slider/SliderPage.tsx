import { api, formBody, queries, uploadUrl } from "@institute/api-client";
import { type Slider, SliderForm as SliderFields } from "@institute/schemas";
import { Field, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { FormActions } from "../../shared/FormActions";
import { addOrUpdate, useDelete, useDisplayOrder, useUpload } from "../../shared/hooks";
import { ImagePicker } from "../../shared/ImagePicker";
import { RecordCards } from "../../shared/RecordCards";
import { type RecordFormProps, useEditing } from "../../shared/use-editing";

// The slider screen reports with alerts, and a fetch failure is only logged.
const alerts = { ok: () => undefined, fail: (m: string) => window.alert(m) };

/** /admin/slider: the carousel's slides. */
export function SliderPage() {
  const sliders = useQuery(queries.sliders.all());
  useEffect(() => {
    if (sliders.error) console.error("Failed to load sliders", sliders.error);
  }, [sliders.error]);
  const form = useEditing<Slider>();
  const del = useDelete(queries.sliders.key, api.sliders.remove, "slider", { done: "", failed: "Failed to delete slider." }, alerts);
  const order = useDisplayOrder<Slider>(queries.sliders.key, api.sliders.order);

  return (
    <section aria-labelledby="adm-slider-title">
      <h1 id="adm-slider-title">Manage Slider</h1>
      <SliderForm key={form.key} {...form.props} />
      <RecordCards list={sliders} what="slides" empty="No slides yet." name={(s) => s.title} onEdit={form.edit} del={del} onOrder={order}>
        {(s) => (
          <>
            {s.image
              ? <img src={uploadUrl("sliders", s.image)} alt={s.title} width={320} height={160} loading="lazy" />
              : <div className="adm-img-placeholder" />}
            <h3>{s.title}</h3>
            <p>{s.subtitle}</p>
          </>
        )}
      </RecordCards>
      {del.dialog}
    </section>
  );
}

function SliderForm({ editing, onDone, onCancel }: RecordFormProps<Slider>) {
  const form = useSchemaForm(SliderFields, { title: editing?.title ?? "", subtitle: editing?.subtitle ?? "" }, { checkOn: "submit" });
  const [image, setImage] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string>();
  const { upload, progress } = useUpload(queries.sliders.key, alerts);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const slide = form.check();
    const notImage = image[0] && !image[0].type.startsWith("image/") ? "Please choose an image file" : undefined;
    setImageError(notImage);
    if (!slide || notImage) return;
    const body = formBody({ ...slide, image: image[0] });
    const saved = await upload(addOrUpdate(api.sliders, editing, body), { done: "", failed: "Failed to save slider." });
    if (saved) onDone();
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-slider-form-title">
      <h2 id="adm-slider-form-title">{editing ? "Edit Slider" : "Add New Slider"}</h2>
      <Field label="Title" error={form.errors.title} required>{(c) => <input {...c} {...form.bind("title")} />}</Field>
      <Field label="Subtitle" error={form.errors.subtitle} required>{(c) => <input {...c} {...form.bind("subtitle")} />}</Field>
      <ImagePicker folder="sliders" current={editing?.image} files={image} onChange={setImage} progress={progress} error={imageError} />
      <FormActions editing={editing !== null} addLabel="Add Slider" busy={progress !== null} onCancel={onCancel} />
    </form>
  );
}
