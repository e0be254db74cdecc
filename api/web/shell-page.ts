import { PAGE_DATA_ELEMENT_ID, PAGE_QUERIES } from "@institute/routes";
import type { ShellPage } from "./describe-page.ts";
import { escapeHtml, headHtml } from "./page-head.ts";
import type { RemoteStart } from "./remote-preloads.ts";
import type { DrawnPage } from "./server-render.ts";
import { type ShellTemplate, shellTemplate } from "./shell-template.ts";

// The built index.html read last: every page is made from the same one until a deploy replaces it.
let read: { index: string; template: ShellTemplate } | undefined;
const templateOf = (index: string) => (read?.index === index ? read : (read = { index, template: shellTemplate(index) })).template;

/**
 * The shell's index.html with the page's head (the home page's names the largest picture of its
 * first screen, to fetch at once), as a JSON data block (not a script that runs) its first screen's
 * data and what its remote starts from (the registry, the remote's manifest), and what to fetch at
 * once: its remote's modules. `drawn` is what the shell's
 * render made of the page: the reads its routes' loaders made (handed, so the browser's first render
 * draws the same), and the page's root as the server drew it, if it did, which the browser's first
 * render hydrates (its container, `.server-drawn`, is that render's root), with the remote's
 * stylesheets linked so it shows styled, and put in the page as it was drawn. Its text and links
 * work meanwhile (read by a screen reader, followed as plain links, also with scripts off); its
 * forms were drawn inert and its buttons unavailable (`Form` and `Button` of @institute/ui). A
 * drawn page's code waits for what the drawing shows: its
 * entry (`data-entry`) and the modules named to load with it sit in a template that the shell's
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
  const data = JSON.stringify({ ...queries, ...handed }).replace(/</g, "\\u003c");
  const links = (rel: string, hrefs: string[]) => hrefs.map((href) => `\n    <link rel="${rel}" href="${escapeHtml(href)}" />`).join("");
  const preloads = links("modulepreload", modules);
  const entry = shown === null ? undefined : shell.heldEntry;
  const code = entry === undefined
    ? preloads
    : `\n    <template data-entry="${escapeHtml(entry)}">${
      shell.preloads.map((link) => `\n    ${link}`).join("")
    }${preloads}\n    </template>`;
  const head = `    ${headHtml(page.head)}${shown === null ? "" : links("stylesheet", styles)}${code}
    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`;
  const root = shown === null ? null : `<div class="server-drawn">${shown}</div>`;
  return shell.write(head, root, entry !== undefined);
}
