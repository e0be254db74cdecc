import { PAGE_DATA_ELEMENT_ID } from "@institute/routes";
import type { ShellPage } from "./describe-page.ts";
import { escapeHtml, renderHead } from "./page-head.ts";
import type { RemoteStart } from "./remote-preloads.ts";

// The built index.html's own title and description: placeholders for the page's.
const PLACEHOLDERS = /\s*<title>[^<]*<\/title>|\s*<meta\s+name="description"[^>]*>/g;

/**
 * The shell's index.html with the page's head, as a JSON data block (not a script that runs) its
 * first screen's data and what its remote starts from (the registry, the remote's manifest), and
 * what to fetch at once: its remote's modules and its largest picture.
 */
export function shellHtml(index: string, page: ShellPage, { handed, modules }: RemoteStart): string {
  const data = JSON.stringify({ ...page.data, ...handed }).replace(/</g, "\\u003c");
  const preloads = modules.map((href) => `\n    <link rel="modulepreload" href="${escapeHtml(href)}" />`).join("");
  const image = page.firstImage
    ? `\n    <link rel="preload" as="image" imagesrcset="${escapeHtml(page.firstImage.srcset)}" imagesizes="${
      escapeHtml(page.firstImage.sizes)
    }" fetchpriority="high" />`
    : "";
  const head = `    ${renderHead(page.head, page.settings.name)}${image}${preloads}
    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>
  </head>`;
  return index.replace(PLACEHOLDERS, "").replace(/\s*<\/head>/, `\n${head}`);
}
