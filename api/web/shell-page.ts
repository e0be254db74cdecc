import { PAGE_DATA_ELEMENT_ID } from "@institute/routes";
import type { ShellPage } from "./describe-page.ts";
import { escapeHtml, renderHead } from "./page-head.ts";
import type { RemoteStart } from "./remote-preloads.ts";
import type { DrawnPage } from "./server-render.ts";

// The built index.html's own title and description: placeholders for the page's.
const PLACEHOLDERS = /\s*<title>[^<]*<\/title>|\s*<meta\s+name="description"[^>]*>/g;
const EMPTY_ROOT = /<div id="root"><\/div>/;
// The page's code: its entry, and the modules named to load with it.
const ENTRY = /\s*<script\b[^>]*?\btype="module"[^>]*?\bsrc="([^"]+)"[^>]*><\/script>/;
const PRELOADS = /\s*<link\b[^>]*?\brel="modulepreload"[^>]*>/g;
// The shell's script that starts a drawn page's held code: a shell built before it (an API
// redeployed first) has none, and its pages start their code at once.
const STARTER = /\s*<script\b[^>]*\bsrc="\/first-screen\.js"[^>]*><\/script>/;

/**
 * The shell's index.html with the page's head, as a JSON data block (not a script that runs) its
 * first screen's data and what its remote starts from (the registry, the remote's manifest), and
 * what to fetch at once: its remote's modules and its largest picture. `drawn` is the page's root
 * as the server drew it (the reads its drawing made are handed too, so the browser's first render
 * draws the same), shown until the browser's first render replaces it, with the remote's
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
  const data = JSON.stringify({ ...page.data, ...drawn?.reads, ...handed }).replace(/</g, "\\u003c");
  const links = (rel: string, hrefs: string[]) => hrefs.map((href) => `\n    <link rel="${rel}" href="${escapeHtml(href)}" />`).join("");
  const image = page.firstImage
    ? `\n    <link rel="preload" as="image" imagesrcset="${escapeHtml(page.firstImage.srcset)}" imagesizes="${
      escapeHtml(page.firstImage.sizes)
    }" fetchpriority="high" />`
    : "";
  const preloads = links("modulepreload", modules);
  const entry = drawn === null || !STARTER.test(index) ? undefined : index.match(ENTRY)?.[1];
  const code = entry === undefined
    ? preloads
    : `\n    <template data-entry="${escapeHtml(entry)}">${index.match(PRELOADS)?.join("") ?? ""}${preloads}\n    </template>`;
  const head = `    ${renderHead(page.head, page.settings.name)}${drawn === null ? "" : links("stylesheet", styles)}${image}${code}
    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>
  </head>`;
  const shell = entry === undefined ? index.replace(STARTER, "") : index.replace(ENTRY, "").replace(PRELOADS, "");
  const html = shell.replace(PLACEHOLDERS, "").replace(/\s*<\/head>/, `\n${head}`);
  if (drawn === null) return html;
  return html.replace(EMPTY_ROOT, () => `<div id="root"><div class="server-drawn">${drawn.html}</div></div>`);
}
