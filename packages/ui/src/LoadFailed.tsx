import { Button } from "./live.tsx";
import type { ReactNode } from "react";

/**
 * What stands where data could not be loaded: the reason and a Retry. Never an empty state or
 * zeros, which would read as data that is gone.
 */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{children}</p>
      <Button type="button" className="button" onClick={onRetry}>Retry</Button>
    </div>
  );
}
