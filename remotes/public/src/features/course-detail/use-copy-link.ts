import { useEffect, useRef, useState } from "react";

/** "Link Copied" stays for 1.5 s. */
export const COPIED_MS = 1500;

/** Copies the page address; `copied` is true for 1.5 s after a success, a failure alerts "Copy failed". */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      window.alert("Copy failed");
    }
  }
  return { copied, copy };
}
