import { useConfirm, toast } from "@institute/ui";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@institute/api-client";
import { useEffect } from "react";

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

type Notify = { ok: (message: string) => unknown; fail: (message: string) => unknown };
const toasts: Notify = { ok: (m) => toast.success(m), fail: (m) => toast.error(m) };

interface DeleteTexts {
  title: string;
  done: string;
  failed: string;
}

/**
 * Every delete of the console: ask first, call the API, reload the list, say how it went.
 * `notify` lets the slider screen use alerts instead of toasts (spec section 8).
 */
export function useDelete(key: QueryKey, remove: (id: number) => Promise<unknown>, texts: DeleteTexts, notify: Notify = toasts) {
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  async function run(id: number, what: string) {
    if (!(await confirm({ title: texts.title, description: `${what} will be removed. This cannot be undone.` }))) return;
    try {
      await remove(id);
      if (texts.done) notify.ok(texts.done);
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      console.error(error);
      notify.fail(texts.failed);
    }
  }
  return { remove: run, dialog };
}

/** Scrolls to the top of the page so an edited record's form is in view. */
export const scrollToTop = () => window.scrollTo({ top: 0, behavior: "smooth" });
