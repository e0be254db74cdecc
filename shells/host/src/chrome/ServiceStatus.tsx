import { isUnavailable, UNAVAILABLE_EVENT } from "@institute/api-client";
import { LoadFailed } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

const UNAVAILABLE_TEXT = "The service is unavailable right now. Please try again in a moment.";

/**
 * Says so, on every page of every remote, when a screen's read or write finds no API behind the
 * site (a deploy, an outage): each screen's own failure says what failed, this says why, once.
 * Retry asks every failed read again, and the notice stays while one of them still finds no API.
 */
export function ServiceStatus() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<"up" | "down" | "retrying">("up");
  useEffect(() => {
    const onDown = () => setState("down");
    globalThis.addEventListener(UNAVAILABLE_EVENT, onDown);
    return () => globalThis.removeEventListener(UNAVAILABLE_EVENT, onDown);
  }, []);
  if (state === "up") return null;

  const retry = async () => {
    setState("retrying");
    await queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
    const stillDown = queryClient.getQueryCache().findAll({ predicate: (query) => isUnavailable(query.state.error) });
    setState(stillDown.length ? "down" : "up");
  };
  return (
    <div className="service-status notice notice-caution" aria-busy={state === "retrying"}>
      <LoadFailed onRetry={() => void retry()}>{UNAVAILABLE_TEXT}</LoadFailed>
    </div>
  );
}
