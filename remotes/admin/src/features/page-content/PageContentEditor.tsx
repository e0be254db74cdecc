import { api, formBody, queries } from "@institute/api-client";
import { type Folder, type PageContent, PageContentForm as PageContentFields } from "@institute/schemas";
import { Field, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ImagePicker } from "../../shared/ImagePicker";
import { RichTextEditor } from "../../shared/RichTextEditor";
import { useLoadError, useUpload } from "../../shared/hooks";
import { Loaded } from "../../shared/QueryList";

type Page = "home" | "about";

/** What differs between the two pages: where the image lives, and the spec's texts. */
const PAGES: Record<Page, { label: string; folder: Folder; saved: string }> = {
  home: { label: "Home", folder: "home", saved: "Home content updated successfully" },
  about: { label: "About", folder: "aboutus", saved: "About page updated successfully!" },
};

const fields = PageContentFields.omit({ oldImage: true });

/** Home and about share one editor (spec: "same pattern as Manage Home"). */
function PageContentEditor({ page: name }: { page: Page }) {
  const page = useQuery(queries[name].admin());
  useLoadError(page.error, `Failed to load ${name} content`);
  return (
    <section aria-labelledby="adm-page-title">
      <h1 id="adm-page-title">Manage {PAGES[name].label}</h1>
      <Loaded query={page} what={`${name} content`}>
        {/* Mounted afresh with each answer of the API: once loaded, and with what a save stored. */}
        {(data) => <PageContentForm key={page.dataUpdatedAt} name={name} page={data} />}
      </Loaded>
    </section>
  );
}

function PageContentForm({ name, page }: { name: Page; page: PageContent }) {
  const { label, folder, saved } = PAGES[name];
  const form = useSchemaForm(fields, { title: page.title, content: page.content }, { checkOn: "submit" });
  const [image, setImage] = useState<File[]>([]);
  const { upload, progress } = useUpload(queries[name].key);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = form.check();
    if (!values) return;
    // The old image is always sent, so the server keeps it when no new one is picked.
    const body = formBody({ ...values, oldImage: page.image ?? "", image: image[0] });
    await upload((onProgress) => api[name].update({ form: body, onProgress }), { done: saved, failed: `Failed to update ${name} content` });
  }

  return (
    <form className="adm-form" onSubmit={submit}>
      <Field label="Title" error={form.errors.title}>{(c) => <input {...c} {...form.bind("title")} />}</Field>
      <RichTextEditor label="Content" value={form.values.content} onChange={(html) => form.set("content", html)} />
      <ImagePicker folder={folder} current={page.image} files={image} onChange={setImage} progress={progress} />
      <button type="submit" className="button button-primary" disabled={progress !== null}>Update {label}</button>
    </form>
  );
}

export const HomeEditor = () => <PageContentEditor page="home" />;
export const AboutEditor = () => <PageContentEditor page="about" />;
