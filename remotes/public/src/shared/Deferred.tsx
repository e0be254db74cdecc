import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

// Starts loading a little before the part scrolls into view.
const NEAR = "400px";

/**
 * Whether a part below the first screen may load: once it comes near the viewport (scrolled to,
 * followed by a hash link, or reached by Tab, which scrolls the focused link before it into view).
 * Not sooner: a visitor who reads only the top of the page does not download its code.
 */
function useNear() {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReady(true), { rootMargin: NEAR });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ready]);
  return { ref, ready };
}

/**
 * A part of a page that is not on its first screen, loaded when it comes near (see useNear): its
 * code stays out of what the page loads for its first screen. `placeholder` keeps the part's space
 * meanwhile.
 */
export function Deferred({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, ready } = useNear();
  if (!ready) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
