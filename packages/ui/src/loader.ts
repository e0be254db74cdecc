import { useEffect, useReducer } from "react";

type Loading<T> = { status: "pending"; done: Promise<void> } | { status: "ready"; value: T } | { status: "failed"; error: Error };

/**
 * Code loaded on first use and kept (a remote, a screen's chunk): `useLoaded(key)` answers it once it
 * has loaded, undefined until then, and throws a failure for the nearest error boundary until
 * `forget(key)` lets it start over. Its arrival is a state update, not a Suspense retry: React
 * holds a retry's content back until 300 ms after the fallback appeared, which every first screen
 * paid on top of its download.
 */
export function codeLoader<K, T>(load: (key: K) => Promise<T>) {
  const loads = new Map<K, Loading<T>>();
  const start = (key: K): Loading<T> => {
    let loading = loads.get(key);
    if (!loading) {
      const done = load(key).then(
        (value) => void loads.set(key, { status: "ready", value }),
        (error: unknown) => void loads.set(key, { status: "failed", error: error instanceof Error ? error : new Error(String(error)) }),
      );
      loading = { status: "pending", done };
      loads.set(key, loading);
    }
    return loading;
  };
  function useLoaded(key: K): T | undefined {
    const loading = start(key);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (loading.status === "pending") void loading.done.then(arrived);
    }, [loading]);
    if (loading.status === "failed") throw loading.error;
    return loading.status === "ready" ? loading.value : undefined;
  }
  return {
    useLoaded,
    /**
     * Starts loading `key` and answers it once there (undefined on a failure, which `useLoaded` then
     * throws): a first render awaited on it draws the code at once, as a page the server drew must be.
     */
    preload: async (key: K): Promise<T | undefined> => {
      const loading = start(key);
      if (loading.status === "pending") await loading.done;
      const settled = loads.get(key);
      return settled?.status === "ready" ? settled.value : undefined;
    },
    forget: (key: K) => void loads.delete(key),
  };
}
