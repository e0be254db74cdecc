import { useQueries } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { homeReads } from "./home-reads";

/**
 * The shell scrolls to a hash 100 ms after navigation, but on a first visit the home sections
 * are still loading then (or not rendered at all), and fill in above the target afterwards.
 * Once every home section's data has arrived (or failed), this scrolls to the hash's section
 * again, once per navigation. The queries are the sections' own, so nothing is fetched twice.
 */
export function useSettledHashScroll() {
  const hash = useRouterState({ select: (s) => s.location.hash });
  // Each history entry has its own key, so coming back to the same hash scrolls again.
  const key = useRouterState({ select: (s) => s.location.state.__TSR_key ?? s.location.state.key ?? "first" });
  const settled = useQueries({
    queries: homeReads(),
    combine: (results) => results.every((r) => !r.isPending),
  });
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!hash || !settled || done.current === key) return;
    done.current = key;
    // After the browser has laid out the freshly rendered sections.
    const frame = requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [hash, key, settled]);
}
