import { documentation } from "@institute/api-contract";
import type { Deps } from "../deps.ts";
import { declaredRoutes, router } from "../routing/declared-route.ts";
import type { OpenApiDocument } from "./document.ts";

/** The OpenAPI document (made once, when the app is built) and a readable page over it. */
export const openApiRoutes = (deps: Deps, document: () => OpenApiDocument) => {
  const route = declaredRoutes(deps);
  return router()
    .openapi(route(documentation.routes.openapi), (c) => c.json(document(), 200))
    .openapi(route(documentation.routes.page), (c) => c.html(docsPage(document())));
};

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Escaped text with the docs' `code` spans shown as code. */
const prose = (s: string) => escape(s).replace(/`([^`]+)`/g, "<code>$1</code>");

/** A self-contained page (no CDN: the product must work offline) listing every route with its access and answers. */
function docsPage(doc: OpenApiDocument): string {
  const sections = (doc.tags ?? []).map(({ name, description = "" }) => {
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(
        methods as Record<
          string,
          { tags: string[]; summary: string; description: string; responses: Record<string, { description: string }> }
        >,
      )
        .filter(([, op]) => op.tags.includes(name))
        .map(([method, op]) =>
          `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${
            prose(op.summary)
          }<br><small>${prose(op.description)}</small></td><td>${
            Object.entries(op.responses).map(([s, r]) => `<span title="${escape(r.description)}">${s}</span>`).join(" ")
          }</td></tr>`
        )
    );
    return `<section><h2>${escape(name)}</h2><p>${
      prose(description)
    }</p><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Answers</th></tr></thead><tbody>${
      rows.join("")
    }</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${
    escape(doc.info.title)
  }</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem;text-align:left;vertical-align:top}code.m{font-weight:700}.get{color:#047857}.post{color:#1d4ed8}.put{color:#b45309}.delete{color:#b91c1c}small{color:#6b7280}span{margin-right:.3rem}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>${
    prose(doc.info.description ?? "")
  }</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>${
    sections.join("")
  }</body></html>`;
}
