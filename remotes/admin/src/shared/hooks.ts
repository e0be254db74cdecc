import { toast, useConfirm } from "@institute/ui";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@institute/api-client";
import { useEffect, useState } from "react";

/** The server's `error` when it sent one, otherwise the spec's fallback text. */
export function serverError(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** Shows the spec's load-failure toast once per failure of a list query. */
export function useLoadError(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
}

/** The input of a call on one record: its id in the path. */
type ById = { params: { id: number } };
type Send = { form: FormData; onProgress?: (fraction: number) => void };

/** The save of an add/edit form, for `useUpload`: an update of the edited record, or an add. */
export function addOrUpdate<A>(
  calls: { add: (input: Send) => Promise<A>; update: (input: Send & ById) => Promise<A> },
  editing: { id: number } | null,
  form: FormData,
) {
  return (onProgress: (fraction: number) => void) =>
    editing ? calls.update({ params: { id: editing.id }, form, onProgress }) : calls.add({ form, onProgress });
}

type Notify = { ok: (message: string) => unknown; fail: (message: string) => unknown };
const toasts: Notify = { ok: (m) => toast.success(m), fail: (m) => toast.error(m) };

type Text<T> = string | ((value: T) => string);
const textOf = <T>(text: Text<T>, value: T) => (typeof text === "function" ? text(value) : text);

/**
 * Every save that sends a form with files: progress from the first byte (which also blocks a
 * second submit), the list reloaded after, and how it went. Resolves to whether it was saved, so
 * the form can reset itself. An empty `done` says nothing on success.
 */
export function useUpload(key: QueryKey, notify: Notify = toasts) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  async function upload<T>(send: (onProgress: (fraction: number) => void) => Promise<T>, texts: { done: Text<T>; failed: Text<unknown> }) {
    setProgress(0);
    try {
      const answer = await send(setProgress);
      const done = textOf(texts.done, answer);
      if (done) notify.ok(done);
      await client.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      console.error(error);
      notify.fail(textOf(texts.failed, error));
      return false;
    } finally {
      setProgress(null);
    }
  }
  return { upload, progress };
}

interface DeleteTexts {
  done: string;
  failed: string;
}

/**
 * Every delete of the console: ask first, call the API, reload the list, say how it went.
 * `notify` lets the slider screen use alerts instead of toasts (it reports with alerts).
 */
export function useDelete(key: QueryKey, remove: (input: ById) => Promise<unknown>, noun: string, texts: DeleteTexts, notify = toasts) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  async function run(id: number, what: string) {
    if (!(await confirm({ title: `Delete this ${noun}?`, description: `${what} will be removed. This cannot be undone.` }))) return;
    try {
      await remove({ params: { id } });
      if (texts.done) notify.ok(texts.done);
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      console.error(error);
      notify.fail(texts.failed);
    }
  }
  return { remove: run, dialog };
}

/**
 * The save of a list's new order (photos, slides, testimonials): shown at once, sent, and put back
 * as it was if the API refuses it (a list changed meanwhile is a 409 that says so), then reloaded.
 */
export function useDisplayOrder<T extends { id: number }>(key: QueryKey, save: (input: { json: { ids: number[] } }) => Promise<unknown>) {
  const client = useQueryClient();
  return async (ids: number[]) => {
    const before = client.getQueryData<T[]>(key);
    if (before) client.setQueryData(key, ids.flatMap((id) => before.filter((row) => row.id === id)));
    try {
      await save({ json: { ids } });
      toast.success("Order saved");
    } catch (error) {
      console.error(error);
      client.setQueryData(key, before);
      toast.error(serverError(error, "Failed to save the order"));
    }
    await client.invalidateQueries({ queryKey: key });
  };
}
