import { api } from "@institute/api-client";
import { visitorId } from "@institute/auth";
import { useEffect } from "react";

export const BEACON_INTERVAL_MS = 60_000;

/** Visitor counting (decisions.md): a beacon on load and every 60 s while the tab is visible. */
export function useVisitorBeacon() {
  useEffect(() => {
    const id = visitorId();
    // Counting is best effort: a failed beacon must never disturb the visitor.
    const beat = () => void api.visits.record({ json: { visitorId: id } }).catch(() => {});
    beat();
    const timer = setInterval(() => document.visibilityState === "visible" && beat(), BEACON_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
