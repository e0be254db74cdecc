import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The shell's built index.html as an HTML parser (parse5) reads it: what a page swaps in and out. */
export interface ShellTemplate {
  /**
   * The page's entry module, when the shell has the script that starts a drawn page's held code
   * (first-screen.js); a shell built before it (an API redeployed first) has none, and its pages
   * start their code at once.
   */
  heldEntry?: string;
  /** The modules the build names to load with the entry, as written. */
  preloads: string[];
  /** Whether the root is there and empty, for a drawing to go in. */
  drawable: boolean;
  /**
   * The page: the built one without its placeholder title and description, `head` at the end of its
   * head, `root` (if any) in its root. With `holdCode`, the entry and its preloads are left out (the
   * page's template holds them); otherwise the starter is.
   */
  write(head: string, root: string | null, holdCode: boolean): string;
}

interface Cut {
  from: number;
  to: number;
  put: string;
}

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ("childNodes" in node) { for (const child of node.childNodes) yield* elements(child); }
}

// The white space before an element goes with it, as the page is written one element a line.
function spaceBefore(text: string, offset: number): number {
  let start = offset;
  while (start > 0 && " \t\r\n".includes(text[start - 1])) start--;
  return start;
}

/**
 * Reads the built index.html once, with each element's place in the text, so a page is the built
 * file's own text with its parts cut out and put in: nothing of it is written again.
 */
export function shellTemplate(index: string): ShellTemplate {
  const every = [...elements(parse(index, { sourceCodeLocationInfo: true }))];
  // The head may be implied (then it is nowhere in the text); its parts written in the file are.
  const head = every.find((e) => e.tagName === "head");
  const all = every.filter((e) => e.sourceCodeLocation);
  const named = (tag: string, name: string, value: string) => (e: Element) => e.tagName === tag && attribute(e, name) === value;
  const removed = (list: Element[]): Cut[] =>
    list.map(({ sourceCodeLocation: at }) => ({ from: spaceBefore(index, at!.startOffset), to: at!.endOffset, put: "" }));

  const root = all.find((e) => attribute(e, "id") === "root");
  const placeholders = all.filter((e) => e.parentNode === head && (e.tagName === "title" || named("meta", "name", "description")(e)));
  const entry = all.filter((e) => e.tagName === "script" && attribute(e, "type") === "module" && attribute(e, "src") !== undefined);
  const preloads = all.filter(named("link", "rel", "modulepreload"));
  const starter = all.filter(named("script", "src", "/first-screen.js"));
  const at = head?.sourceCodeLocation;
  // Before </head>, or where the head's last written part ends when the file leaves it implied.
  const headEnd = at?.endTag?.startOffset ??
    Math.max(0, ...all.filter((e) => e.parentNode === head).map((e) => e.sourceCodeLocation!.endOffset));
  const rootAt = root?.sourceCodeLocation?.startTag?.endOffset;
  const drawable = rootAt !== undefined && root!.childNodes.length === 0;
  const heldEntry = starter.length && entry.length ? attribute(entry[0], "src") : undefined;

  return {
    heldEntry,
    preloads: preloads.map(({ sourceCodeLocation: at }) => index.slice(at!.startOffset, at!.endOffset)),
    drawable,
    write(headParts, drawing, holdCode) {
      const cuts: Cut[] = [
        ...removed(placeholders),
        ...removed(holdCode ? [...entry, ...preloads] : starter),
        { from: spaceBefore(index, headEnd), to: headEnd, put: `\n${headParts}\n  ` },
        ...(drawing !== null && drawable ? [{ from: rootAt!, to: rootAt!, put: drawing }] : []),
      ].sort((a, b) => a.from - b.from || a.to - b.to);
      let page = "";
      let from = 0;
      for (const cut of cuts) {
        page += index.slice(from, cut.from) + cut.put;
        from = cut.to;
      }
      return page + index.slice(from);
    },
  };
}
