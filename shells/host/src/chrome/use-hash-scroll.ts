import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { HASH_SCROLL_DELAY_MS } from "./constants";

/** A hash link scrolls to its section after 100 ms (spec): the target remote may still be rendering it. */
export function useHashScroll() {
  const { hash, pathname } = useRouterState({ select: (s) => ({ hash: s.location.hash, pathname: s.location.pathname }) });
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(hash);
      if (!target) return;
      target.scrollIntoView({ behavior: "smooth", block: "start" });
      // Move keyboard and screen-reader focus with the view.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, pathname]);
}
