import { useSyncExternalStore } from "react";

const onScroll = (changed: () => void) => {
  window.addEventListener("scroll", changed, { passive: true });
  return () => window.removeEventListener("scroll", changed);
};

/**
 * True once the page is scrolled further than `px` (a passive listener; a render per crossing).
 * The server draws the page unscrolled, and so does the render that hydrates its drawing (the
 * server's snapshot), which the browser's scroll then corrects.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(onScroll, () => window.scrollY > px, () => false);
}
