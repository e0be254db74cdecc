import { useEffect, useRef } from "react";

/** How long a success toast shows before the login and registration pages move on. */
export const REDIRECT_DELAY_MS = 1500;

/** Runs `action` once after `ms`, unless the page is left first. */
export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
}
