import type { HeadTags } from "@institute/page-head";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Admin-entered text as HTML text or an attribute value: a title `</title><script>` stays text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
// Inside <script type="application/ld+json"> only "</" (and "<!--") could end the block early.
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

// HTML's attribute names are case-blind; TanStack's tags name them as React props (imageSrcSet).
const attributes = (tag: object) =>
  Object.entries(tag).filter(([, value]) => value !== undefined).map(([name, value]) =>
    ` ${name.toLowerCase()}="${escapeHtml(String(value))}"`
  )
    .join("");

/**
 * A head's tags as HTML, every value escaped: the server writes them into the shell's page. (React
 * draws no head here: the page's root is all it draws, and the head is written before it.)
 */
export function headHtml({ meta, links }: HeadTags): string {
  return [
    ...meta.map((tag) =>
      "title" in tag
        ? `<title>${escapeHtml(tag.title)}</title>`
        : "script:ld+json" in tag
        ? `<script type="application/ld+json">${jsonInScript(tag["script:ld+json"])}</script>`
        : `<meta${attributes(tag)} />`
    ),
    ...links.map((tag) => `<link${attributes(tag)} />`),
  ].join("\n    ");
}
