import { api } from "@institute/api-client";
import { useEffect } from "react";

const VISITOR_KEY = "institute.visitor.id";
export const BEACON_INTERVAL_MS = 60_000;

/** A random id this browser keeps, so the visitor counts once however often they come back. */
function visitorId(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

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
