import { isUnavailable, UNAVAILABLE_EVENT } from "@institute/api-client";
import { LoadFailed } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

const UNAVAILABLE_TEXT = "The service is unavailable right now. Please try again in a moment.";

/**
 * Says so, on every page of every remote, when a screen's read or write finds no API behind the
 * site (a deploy, an outage): each screen's own failure says what failed, this says why, once.
 * Retry asks every failed read again, and the notice stays while one of them still finds no API;
 * it also goes by itself once a read answers again (a screen's own Retry, another page) and none
 * is left without its API.
 */
export function ServiceStatus() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<"up" | "down" | "retrying">("up");
  useEffect(() => {
    const onDown = () => setState("down");
    globalThis.addEventListener(UNAVAILABLE_EVENT, onDown);
    return () => globalThis.removeEventListener(UNAVAILABLE_EVENT, onDown);
  }, []);
  const stillDown = () => queryClient.getQueryCache().findAll({ predicate: (query) => isUnavailable(query.state.error) }).length > 0;
  useEffect(() => {
    if (state !== "down") return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && !stillDown()) setState("up");
    });
  });
  if (state === "up") return null;

  const retry = async () => {
    setState("retrying");
    await queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
    setState(stillDown() ? "down" : "up");
  };
  return (
    <div className="service-status notice notice-caution" aria-busy={state === "retrying"}>
      <LoadFailed onRetry={() => void retry()}>{UNAVAILABLE_TEXT}</LoadFailed>
    </div>
  );
}
