import { api, queries, uploadUrl } from "@institute/api-client";
import type { Folder, PageContent } from "@institute/schemas";
import { Field, FilePicker } from "@institute/ui";
import { type QueryKey, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { RichTextEditor } from "../../shared/RichTextEditor";
import { useLoadError, useUpload } from "../../shared/hooks";

interface Texts {
  heading: string;
  button: string;
  loaded: string;
  saved: string;
  failed: string;
}

interface Props {
  texts: Texts;
  query: UseQueryOptions<PageContent, Error, PageContent, string[]>;
  invalidate: QueryKey;
  folder: Folder;
  update: typeof api.home.update;
}

/** Home and about share one editor (spec: "same pattern as Manage Home"). */
function PageContentEditor({ texts, query, invalidate, folder, update }: Props) {
  const page = useQuery(query);
  useLoadError(page.error, texts.loaded);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [image, setImage] = useState<File[]>([]);
  const { upload, progress } = useUpload(invalidate);

  useEffect(() => {
    if (!page.data) return;
    setTitle(page.data.title);
    setContent(page.data.content);
  }, [page.data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const form = new FormData();
    form.set("title", title);
    form.set("content", content);
    // Always sent, so the server keeps the current image when no new one is picked.
    form.set("oldImage", page.data?.image ?? "");
    if (image[0]) form.set("image", image[0]);
    if (await upload((onProgress) => update({ form, onProgress }), { done: texts.saved, failed: texts.failed })) setImage([]);
  }

  return (
    <section aria-labelledby="adm-page-title">
      <h1 id="adm-page-title">{texts.heading}</h1>
      <form className="adm-form" onSubmit={submit} aria-busy={page.isPending}>
        <Field label="Title">{(c) => <input {...c} value={title} onChange={(e) => setTitle(e.target.value)} />}</Field>
        <RichTextEditor label="Content" value={content} onChange={setContent} />
        <FilePicker
          label="Image"
          accept="image/*"
          files={image}
          onChange={setImage}
          progress={progress}
          currentImageUrl={page.data?.image ? uploadUrl(folder, page.data.image) : null}
        />
        <button type="submit" className="button button-primary" disabled={progress !== null || page.isPending}>{texts.button}</button>
      </form>
    </section>
  );
}

export function HomeEditor() {
  return (
    <PageContentEditor
      folder="home"
      query={queries.home.admin()}
      invalidate={queries.home.key}
      update={api.home.update}
      texts={{
        heading: "Manage Home",
        button: "Update Home",
        loaded: "Failed to load home content",
        saved: "Home content updated successfully",
        failed: "Failed to update home content",
      }}
    />
  );
}

export function AboutEditor() {
  return (
    <PageContentEditor
      folder="aboutus"
      query={queries.about.admin()}
      invalidate={queries.about.key}
      update={api.about.update}
      texts={{
        heading: "Manage About",
        button: "Update About",
        loaded: "Failed to load about content",
        saved: "About page updated successfully!",
        failed: "Failed to update about content",
      }}
    />
  );
}
