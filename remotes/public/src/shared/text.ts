/** The one ellipsis of the public site (a single character, so a cut text never ends in "..."). */
export const ELLIPSIS = "…";

/** Cuts `text` at `max` characters and marks the cut; shorter text is returned unchanged. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

/** Shows an ISO day ("2027-01-05") as "5 Jan 2027"; anything else (free text like "Every Monday") is kept. */
export function formatDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}
