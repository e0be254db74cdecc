import { Button } from "@institute/ui";
import type { ReactNode } from "react";

/**
 * An inline loading, empty or error text where a list would be; errors are announced at once and,
 * given `onRetry`, offer Retry.
 */
export function Notice({ children, error = false, onRetry }: { children: ReactNode; error?: boolean; onRetry?: () => void }) {
  return (
    <div className={`pub-notice${error ? " pub-notice-error" : ""}`} role={error ? "alert" : "status"}>
      <p>{children}</p>
      {onRetry ? <Button type="button" className="button" onClick={onRetry}>Retry</Button> : null}
    </div>
  );
}

/**
 * A loading list that keeps the space of what will come: `count` blank cards (`card`, drawn with the
 * real card's parts, so of its size) or, without one, blank photos; the loading text over them. So
 * nothing below moves when the list arrives.
 */
export function LoadingGrid({ children, count, card }: { children: ReactNode; count: number; card?: ReactNode }) {
  return (
    <div className="pub-loading" role="status" aria-busy="true">
      <p className="pub-loading-text">{children}</p>
      <ul className={card ? "pub-grid" : "pub-gallery"} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => <li key={i}>{card ?? <div className="pub-skeleton pub-skeleton-photo" />}</li>)}
      </ul>
    </div>
  );
}

/**
 * A text that is loading (an about text): the loading line over the space such a text usually takes
 * (public.css), so what follows it does not move much when it comes.
 */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <div className="pub-loading pub-loading-lines" role="status" aria-busy="true">
      <p className="pub-loading-text">{children}</p>
    </div>
  );
}

/** A line of text's height and no text: a skeleton's stand-in for a word that has not come. */
export const BLANK = "\u00a0";
