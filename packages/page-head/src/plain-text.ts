import { type DefaultTreeAdapterMap, parseFragment } from "parse5";

type Node = DefaultTreeAdapterMap["childNode"];

// Elements whose text stands apart from its neighbours' (the editor's blocks, and a line break).
const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "div", "br", "td", "th", "figcaption"]);
const ENDED = /[.!?…:;]$/;

/**
 * The words of rich text, read by an HTML parser (parse5) as a browser would, entities decoded.
 * Each block (a heading, a paragraph, a list item) is a sentence of its own: one followed by
 * another ends with a full stop when it has no mark of its own, so a heading is not read into the
 * first sentence after it ("Who we are. Trainers since 2012.", not "Who we are Trainers…").
 */
export function plainText(html: string): string {
  const blocks: string[] = [];
  let words = "";
  const endBlock = () => {
    const text = words.replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    words = "";
  };
  const read = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === "#text" && "value" in node) words += node.value;
      else if ("childNodes" in node) {
        const block = BLOCKS.has(node.nodeName);
        if (block) endBlock();
        read(node.childNodes);
        if (block) endBlock();
      }
    }
  };
  read(parseFragment(html).childNodes);
  endBlock();
  return blocks.map((text, i) => (i < blocks.length - 1 && !ENDED.test(text) ? `${text}.` : text)).join(" ");
}
