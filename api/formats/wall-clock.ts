/** The zone the server runs in: the export's zone when the institute has not chosen one. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `at` as a clock in `zone` shows it, as the UTC fields of a Date: a spreadsheet's dates have no
 * zone, and exceljs writes a Date's UTC fields, so the sheet shows the institute's own time.
 */
export function wallClock(at: Date, zone: string): Date {
  const parts = Object.fromEntries(clockOf(zone).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, at.getUTCMilliseconds()));
}

// An export formats every row's time: a formatter costs far more to make than to use, so each
// zone's is made once.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(zone, clock);
  }
  return clock;
}
