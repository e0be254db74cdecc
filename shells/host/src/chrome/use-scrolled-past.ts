import { useEffect, useState } from "react";

/** True once the page is scrolled further than `px` (passive listener, one state change per crossing). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== "undefined" && window.scrollY > px);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}
