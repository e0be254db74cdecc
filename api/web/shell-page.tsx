import type { HeadTags } from "@institute/page-head";
import { PAGE_DATA_ELEMENT_ID, PAGE_QUERIES } from "@institute/routes";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ShellPage } from "./describe-page.ts";
import type { RemoteStart } from "./remote-preloads.ts";
import type { DrawnPage } from "./server-render.ts";
import { type BuiltTag, type ShellTemplate, shellTemplate } from "./shell-template.ts";

// The built index.html read last: every page is drawn from the same one until a deploy replaces it.
let read: { index: string; template: ShellTemplate } | undefined;
const templateOf = (index: string) => (read?.index === index ? read : (read = { index, template: shellTemplate(index) })).template;

// Inside a <script> data block "</" could end it early, and "<!--" move its end: no "<" at all.
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

// HTML's attribute names as React's props (the parser reads them lowercased).
const PROP_NAMES: Record<string, string> = {
  charset: "charSet",
  crossorigin: "crossOrigin",
  "http-equiv": "httpEquiv",
  class: "className",
  nomodule: "noModule",
  referrerpolicy: "referrerPolicy",
};
const BOOLEAN = new Set(["async", "defer", "nomodule"]);

/** An element of the built head as the build wrote it; its text (a style or script) as it is. */
function Built({ tag, attributes, text }: BuiltTag) {
  const props: Record<string, unknown> = Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [PROP_NAMES[name] ?? name, BOOLEAN.has(name) || value]),
  );
  if (text) props.dangerouslySetInnerHTML = { __html: text };
  return createElement(tag, props);
}

/** A head's tags (title, description, preview tags, structured data, canonical address, first picture). */
function PageHead({ meta, links }: HeadTags) {
  return (
    <>
      {meta.map((tag, i) =>
        "title" in tag
          ? <title key={i}>{tag.title}</title>
          : "script:ld+json" in tag
          ? <script key={i} type="application/ld+json">{jsonInScript(tag["script:ld+json"])}</script>
          : <meta key={i} {...tag} />
      )}
      {links.map((tag, i) => <link key={i} {...tag} />)}
    </>
  );
}

/**
 * The page, drawn by React from the shell's built index.html (its head as built, its code) and
 * the page's own parts: its head (the home page's names the largest picture of its first screen, to
 * fetch at once), as a JSON data block (not a script that runs) its first screen's data and what
 * its remote starts from (the registry, the remote's manifest), and what to fetch at once: its
 * remote's modules. `drawn` is what the shell's render made of the page: the reads its routes'
 * loaders made (handed, so the browser's first render draws the same), and the page's root as the
 * server drew it, if it did, which the browser's first render hydrates (its container,
 * `.server-drawn`, is that render's root), with the remote's stylesheets linked so it shows
 * styled. Its text and links work meanwhile (read by a screen reader, followed as plain links,
 * also with scripts off); its forms were drawn inert and its buttons unavailable (`Form` and
 * `Button` of @institute/ui). A drawn page's code waits for what the drawing shows: its entry
 * (`data-entry`) and the modules named to load with it sit in a template that the shell's
 * first-screen.js starts once the first screen has painted. A page not drawn starts its code at
 * once, without that script.
 */
export function shellHtml(
  index: string,
  page: ShellPage,
  { handed, modules, styles }: RemoteStart,
  drawn: DrawnPage | null = null,
): string {
  const shell = templateOf(index);
  const shown = drawn?.html != null && shell.drawable ? drawn.html : null;
  const queries = drawn && { [PAGE_QUERIES]: drawn.queries };
  const remoteModules = modules.map((href) => <link key={href} rel="modulepreload" href={href} />);
  const preloads = shell.preloads.map((tag, i) => <Built key={i} {...tag} />);
  const entry = shell.entry?.attributes.src;
  const held = shown !== null && shell.starter !== undefined && entry !== undefined;
  // The template's links are drawn apart: React lifts a link it draws into the head, where it would
  // fetch at once.
  const heldCode = { __html: renderToStaticMarkup(<>{preloads}{remoteModules}</>) };
  // deno-lint-ignore react-no-danger -- links React drew just above, of the build's own addresses
  const template = <template data-entry={entry} dangerouslySetInnerHTML={heldCode} />;
  // deno-lint-ignore react-no-danger -- the page as the shell's own render drew it (server.tsx)
  const drawing = shown !== null && <div className="server-drawn" dangerouslySetInnerHTML={{ __html: shown }} />;
  return "<!doctype html>" + renderToStaticMarkup(
    <html lang={shell.lang}>
      <head>
        {shell.head.map((tag, i) => <Built key={i} {...tag} />)}
        <PageHead {...page.head} />
        {shown !== null && styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {held
          ? (
            <>
              <Built {...shell.starter!} />
              {template}
            </>
          )
          : <>{shell.entry && <Built {...shell.entry} />}{preloads}{remoteModules}</>}
        <script type="application/json" id={PAGE_DATA_ELEMENT_ID}>{jsonInScript({ ...queries, ...handed })}</script>
      </head>
      <body>
        <div id="root">{drawing}</div>
      </body>
    </html>,
  );
}
