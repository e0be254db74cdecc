import { Button } from "@institute/ui";
import { SCROLL_TOP_PX } from "./constants";
import { useScrolledPast } from "./use-scrolled-past";

/** Appears after 300 px of scrolling. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_PX);
  if (!visible) return null;
  return (
    <Button type="button" className="scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
      <span aria-hidden="true">↑</span>
      <span className="sr-only">Scroll to top</span>
    </Button>
  );
}
