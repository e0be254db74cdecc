import { Button } from "@institute/ui";
import { type ReactNode, useId, useState } from "react";

/** A collapsible item: a heading with a button (aria-expanded) that shows or hides its panel. */
export function Disclosure({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={`pub-disclosure${open ? " pub-disclosure-open" : ""}`}>
      <h3>
        <Button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          <span className="pub-disclosure-icon" aria-hidden="true">{open ? "−" : "+"}</span>
        </Button>
      </h3>
      <div id={panelId} className="pub-disclosure-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
