import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** An element of the built head, as the build wrote it: its tag, attributes and text. */
export interface BuiltTag {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

/** The shell's built index.html as an HTML parser (parse5) reads it: the parts a page is drawn from (shell-page.tsx). */
export interface ShellTemplate {
  /** The document's language. */
  lang?: string;
  /** What every page's head keeps as built: the character set, viewport, icons, the shell's stylesheet. */
  head: BuiltTag[];
  /** The shell's entry module and the modules the build names to load with it. */
  entry?: BuiltTag;
  preloads: BuiltTag[];
  /**
   * The script that starts a drawn page's held code (first-screen.js), when the shell has it; a
   * shell built before it (an API redeployed first) has none, and its pages start their code at once.
   */
  starter?: BuiltTag;
  /** Whether the root is there and empty, for a drawing to go in. */
  drawable: boolean;
}

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ("childNodes" in node) { for (const child of node.childNodes) yield* elements(child); }
}

const textOf = (element: Element) => element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
const built = (element: Element): BuiltTag => ({
  tag: element.tagName,
  attributes: Object.fromEntries(element.attrs.map((a) => [a.name, a.value])),
  text: textOf(element),
});

/**
 * Reads the built index.html once into the parts a page is drawn from: its head as built, less
 * the placeholder title and description (each page has its own) and the code, which a page loads
 * at once or holds; and whether its root can take a drawing.
 */
export function shellTemplate(index: string): ShellTemplate {
  const every = [...elements(parse(index))];
  const head = every.find((e) => e.tagName === "head");
  const inHead = every.filter((e) => e.parentNode === head);
  const named = (tag: string, name: string, value: string) => (e: Element) => e.tagName === tag && attribute(e, name) === value;
  const placeholder = (e: Element) => e.tagName === "title" || named("meta", "name", "description")(e);
  const isEntry = (e: Element) => e.tagName === "script" && attribute(e, "type") === "module" && attribute(e, "src") !== undefined;
  const isPreload = named("link", "rel", "modulepreload");
  const isStarter = named("script", "src", "/first-screen.js");
  const entry = every.find(isEntry);
  const root = every.find((e) => attribute(e, "id") === "root");
  const starter = every.find(isStarter);
  return {
    lang: attribute(every.find((e) => e.tagName === "html")!, "lang"),
    head: inHead.filter((e) => !placeholder(e) && !isEntry(e) && !isPreload(e) && !isStarter(e)).map(built),
    entry: entry && built(entry),
    preloads: every.filter(isPreload).map(built),
    starter: starter && built(starter),
    drawable: root !== undefined && root.childNodes.length === 0,
  };
}
