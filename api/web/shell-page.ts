import { SETTINGS_ELEMENT_ID } from "@institute/routes";
import type { ShellPage } from "./describe-page.ts";
import { escapeHtml, renderHead } from "./page-head.ts";

// The built index.html's own title and description: placeholders for the page's.
const PLACEHOLDERS = /\s*<title>[^<]*<\/title>|\s*<meta\s+name="description"[^>]*>/g;

/**
 * The shell's index.html with the page's head, the settings as a JSON data block (not a script
 * that runs), and `modules` (its remote's) to fetch at once.
 */
export function shellHtml(index: string, page: ShellPage, modules: string[]): string {
  const settings = JSON.stringify(page.settings).replace(/</g, "\\u003c");
  const preloads = modules.map((href) => `\n    <link rel="modulepreload" href="${escapeHtml(href)}" />`).join("");
  const head = `    ${renderHead(page.head, page.settings.name)}${preloads}
    <script type="application/json" id="${SETTINGS_ELEMENT_ID}">${settings}</script>
  </head>`;
  return index.replace(PLACEHOLDERS, "").replace(/\s*<\/head>/, `\n${head}`);
}
