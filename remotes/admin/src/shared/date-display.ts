import { useAtomValue } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { useMemo } from "react";

/** How the console shows dates: a locale and a time zone; empty means the browser's own. */
export interface DateDisplay {
  locale: string;
  timeZone: string;
}

/** Kept per browser: each admin reads dates where they are, or where the institute is. */
export const dateDisplayAtom = atomWithStorage<DateDisplay>("institute.admin.dateDisplay", { locale: "", timeZone: "" });

/** A formatter of the choice; a stored value this browser does not know falls back to its own. */
function formatter(display: DateDisplay, style: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(display.locale || undefined, { ...style, timeZone: display.timeZone || undefined });
  } catch {
    return new Intl.DateTimeFormat(undefined, style);
  }
}

/** The console's two date formats under the admin's choice: `shown` in tables, `exact` on hover. */
export function useDateFormat() {
  const display = useAtomValue(dateDisplayAtom);
  return useMemo(() => ({
    shown: formatter(display, { dateStyle: "medium", timeStyle: "short" }),
    exact: formatter(display, { dateStyle: "full", timeStyle: "long" }),
  }), [display]);
}
