import { UNAUTHORIZED_EVENT } from "@institute/api-client";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";

/** The API client clears a refused token and fires this event; the shell owns navigation, so it follows up here. */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onRefused = (e: Event) => navigate({ to: (e as CustomEvent<{ loginPath: string }>).detail.loginPath });
    globalThis.addEventListener(UNAUTHORIZED_EVENT, onRefused);
    return () => globalThis.removeEventListener(UNAUTHORIZED_EVENT, onRefused);
  }, [navigate]);
}
