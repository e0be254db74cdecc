// Pages as a browser reads them, for the tests that read the server's HTML (the API suite, the
// browser tests, the deployment test): what a page holds, not how React spells its markup.
import { parse } from "parse5";

/**
 * @typedef {{ attributes: Record<string, string>, text: string }} ReadElement
 * An element: its attributes (names lowercased, as HTML's are case-blind) and its text.
 */

/**
 * Every `tag` element of `html`, read by an HTML parser (a template's content too), so a test
 * asserts what a browser sees: not `/>` or `>`, attribute case or order.
 * @param {string} html @param {string} tag @returns {ReadElement[]}
 */
export function elementsOf(html, tag) {
  /** @type {ReadElement[]} */
  const found = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.tagName === tag) {
      found.push({
        attributes: Object.fromEntries(node.attrs.map((/** @type {{ name: string, value: string }} */ a) => [a.name, a.value])),
        text: node.childNodes.map((/** @type {{ value?: string }} */ child) => child.value ?? "").join(""),
      });
    }
    if (node.content) visit(node.content);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return found;
}

/**
 * Whether `html` has a `tag` element with each of `attributes` as given.
 * @param {string} html @param {string} tag @param {Record<string, string>} attributes
 */
export const hasElement = (html, tag, attributes) =>
  elementsOf(html, tag).some((element) => Object.entries(attributes).every(([name, value]) => element.attributes[name] === value));
