import { useEffect, useRef } from "react";

/** Runs `action` once after `ms`, unless the page is left first. */
export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
}
