import type { ReactNode } from "react";

/** An inline loading, empty or error text where a list would be; errors are announced at once. */
export function Notice({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <p className={`pub-notice${error ? " pub-notice-error" : ""}`} role={error ? "alert" : "status"}>
      {children}
    </p>
  );
}
