import type { ReactNode } from "react";

/**
 * An inline loading, empty or error text where a list would be; errors are announced at once and,
 * given `onRetry`, offer Retry.
 */
export function Notice({ children, error = false, onRetry }: { children: ReactNode; error?: boolean; onRetry?: () => void }) {
  return (
    <div className={`pub-notice${error ? " pub-notice-error" : ""}`} role={error ? "alert" : "status"}>
      <p>{children}</p>
      {onRetry ? <button type="button" className="button" onClick={onRetry}>Retry</button> : null}
    </div>
  );
}

/**
 * A loading list that keeps the space of what will come: `count` blank cards or photos of the
 * real ones' size, the loading text over them, so nothing below moves when the list arrives.
 */
export function LoadingGrid({ children, count, tiles = "cards" }: { children: ReactNode; count: number; tiles?: "cards" | "photos" }) {
  return (
    <div className="pub-loading" role="status">
      <p className="pub-loading-text">{children}</p>
      <ul className={tiles === "photos" ? "pub-gallery" : "pub-grid"} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className={`pub-skeleton pub-skeleton-${tiles}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
