import type { Config, DOMPurify } from "dompurify";

/** Links may only use these protocols; any other becomes an empty address (docs/decisions.md, rich text). */
export const LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"] as const;

/** What the admin's editor can produce, and nothing more: no scripts, styles, frames, forms or event handlers. */
export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "code",
    "pre",
    "hr",
    "span",
  ],
  ALLOWED_ATTR: ["href", "target", "rel", "title"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** True for links the spec allows: the listed protocols, or no protocol at all (relative links and anchors). */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so must we.
  // deno-lint-ignore no-control-regex -- the control characters are what this removes
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (!scheme) return true;
  return (LINK_PROTOCOLS as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

/**
 * An attribute's value with no `<` or `>`: serialisers write them as they are inside quotes, where
 * anything that later reads the HTML as text (a regex, a template) would take them for tags. A
 * link's are percent-encoded, as in any URL; a title's become look-alike angle quotes.
 */
const withoutMarkup = (name: string, value: string) =>
  name === "href" ? value.replaceAll("<", "%3C").replaceAll(">", "%3E") : value.replaceAll("<", "\u2039").replaceAll(">", "\u203A");

/**
 * Returns a sanitiser bound to one DOMPurify instance (the browser's, or the API's over jsdom),
 * with the link rule installed: a disallowed href is kept but emptied, as the spec says.
 */
export function createRichTextSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    // forceKeepAttr keeps the attribute as it stands on the node, so the node itself is rewritten.
    const rewrite = (value: string) => {
      node.setAttribute(data.attrName, value);
      data.attrValue = value;
      data.forceKeepAttr = true;
    };
    if (data.attrName === "href" && !isAllowedHref(data.attrValue)) rewrite("");
    else if (/[<>]/.test(data.attrValue)) rewrite(withoutMarkup(data.attrName, data.attrValue));
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    // A link opening a new tab must not hand the opener to the target page.
    if (node.tagName === "A" && node.getAttribute("target")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return (html) => purify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
