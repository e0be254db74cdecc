import { atom, getDefaultStore, useAtomValue } from "jotai";
import { useEffect } from "react";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

/** Toasts close after 5000 ms, and after 3000 ms on the login pages. */
export const TOAST_MS = 5000;
export const LOGIN_TOAST_MS = 3000;

const toastsAtom = atom<Toast[]>([]);
const store = getDefaultStore();
let nextId = 1;

const dismiss = (id: number) => store.set(toastsAtom, (all) => all.filter((t) => t.id !== id));

function show(kind: ToastKind, message: string, duration = TOAST_MS) {
  const id = nextId++;
  store.set(toastsAtom, (all) => [...all, { id, kind, message, duration }]);
  return id;
}

/** Shows a toast from anywhere (a remote, a mutation callback); the shell's Toaster renders it. */
export const toast = {
  success: (message: string, options?: { duration?: number }) => show("success", message, options?.duration),
  error: (message: string, options?: { duration?: number }) => show("error", message, options?.duration),
  info: (message: string, options?: { duration?: number }) => show("info", message, options?.duration),
  dismiss,
};

function ToastItem({ toast: t }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(t.id), t.duration);
    return () => clearTimeout(timer);
  }, [t.id, t.duration]);
  // Errors interrupt a screen reader (alert); other news waits its turn (status).
  return (
    <div className={`toast toast-${t.kind}`} role={t.kind === "error" ? "alert" : "status"}>
      <span>{t.message}</span>
      <button type="button" className="toast-close" aria-label="Close notification" onClick={() => dismiss(t.id)}>
        ×
      </button>
    </div>
  );
}

/** The top-right stack of toasts; rendered once, by the shell. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((t) => <ToastItem key={t.id} toast={t} />)}
    </section>
  );
}
