import { plainText } from "./plain-text.ts";

/** About as much of a description as search results show. */
export const DESCRIPTION_MAX = 160;

/** Text on one line, cut at a word to fit `max` characters, for a meta description. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** Plain text of rich text, shortened for a meta description. */
export const summary = (html: string, max = DESCRIPTION_MAX) => shorten(plainText(html), max);
