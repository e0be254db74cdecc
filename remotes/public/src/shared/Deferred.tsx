import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

// Starts loading a little before the part scrolls into view.
const NEAR = "400px";

/**
 * Whether a part below the first screen may load: once it comes near the viewport (scrolled to or
 * followed by a hash link), or once the visitor moves with Tab, who may reach it before scrolling
 * brings it near (Tab would skip a part not there yet). Not sooner: a visitor who reads only the
 * top of the page does not download its code.
 */
function useNearOrTab() {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReady(true), { rootMargin: NEAR });
    observer.observe(ref.current);
    const onKey = (event: KeyboardEvent) => event.key === "Tab" && setReady(true);
    addEventListener("keydown", onKey);
    return () => {
      observer.disconnect();
      removeEventListener("keydown", onKey);
    };
  }, [ready]);
  return { ref, ready };
}

/**
 * A part of a page that is not on its first screen, loaded when it may be wanted (see
 * useNearOrTab): its code stays out of what the page loads for its first screen. `placeholder`
 * keeps the part's space meanwhile.
 */
export function Deferred({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, ready } = useNearOrTab();
  if (!ready) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
