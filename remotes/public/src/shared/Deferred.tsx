import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

// Starts loading a little before the part scrolls into view.
const NEAR = "400px";

/**
 * Whether a part below the first screen may load: once it comes near the viewport, or once the
 * page has loaded and the browser is idle, whichever is first (so a keyboard user, a hash link or
 * a test never waits on scrolling).
 */
function useNearOrIdle() {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: NEAR });
    if (ref.current) observer.observe(ref.current);
    // Safari has no requestIdleCallback: a short timeout stands in.
    let idle: number | ReturnType<typeof setTimeout> = 0;
    const whenIdle = () => (idle = "requestIdleCallback" in window ? requestIdleCallback(go) : setTimeout(go, 200));
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return () => {
      observer.disconnect();
      removeEventListener("load", whenIdle);
      if ("cancelIdleCallback" in window && typeof idle === "number") cancelIdleCallback(idle);
      clearTimeout(idle);
    };
  }, [ready]);
  return { ref, ready };
}

/**
 * A part of a page that is not on its first screen, loaded after it (see useNearOrIdle): its code
 * stays out of what the first screen waits for. `placeholder` keeps the part's space meanwhile.
 */
export function Deferred({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, ready } = useNearOrIdle();
  if (!ready) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
