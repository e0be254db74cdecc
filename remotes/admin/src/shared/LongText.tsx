import { useId, useLayoutEffect, useRef, useState } from "react";

/**
 * Long text in a table cell: two lines of it, and a button for the whole when there is more (a
 * screen reader reads it whole either way). Whether there is more is measured, not guessed from its
 * length, and measured again when the cell's width changes.
 */
export function LongText({ text }: { text: string }) {
  const id = useId();
  const shown = useRef<HTMLParagraphElement>(null);
  const [whole, setWhole] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = shown.current;
    if (!element || whole) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, whole]);
  return (
    <div className="adm-long-text">
      <p id={id} ref={shown} className={whole ? undefined : "adm-two-lines"}>{text}</p>
      {cut || whole
        ? (
          <button type="button" className="adm-text-button" aria-expanded={whole} aria-controls={id} onClick={() => setWhole(!whole)}>
            {whole ? "Show less" : "Show all"}
          </button>
        )
        : null}
    </div>
  );
}
