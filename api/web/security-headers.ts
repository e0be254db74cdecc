import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of every HTML answer. The Docker deployment's nginx sends the
 * same policy (deploy/nginx/40-runtime-config.sh, plus the origins of remotes hosted
 * elsewhere): a change here belongs there too.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No inline script anywhere: the built index.html only links its entry chunk, /api/docs has none.
  "script-src 'self'",
  // Libraries add <style> elements at run time: TipTap (the admin's rich-text editor) its base
  // styles, Radix dialogs their scroll lock. /api/docs carries its own inline stylesheet.
  "style-src 'self' 'unsafe-inline'",
  // data: Vite inlines assets under 4 KiB (build.assetsInlineLimit) as data: URLs, in CSS and in
  // imports alike; blob: the file picker previews chosen images through URL.createObjectURL.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const HTML_HEADERS = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  // frame-ancestors for browsers that predate it.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * nosniff on every answer, the page headers on every text/html one, whichever route made it
 * (the shell's index.html, also for client-side routes, a remote's page, /api/docs). Outermost,
 * so it overrides the API's generic secureHeaders on its HTML.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  if (!/^text\/html\b/i.test(c.res.headers.get("Content-Type") ?? "")) return;
  for (const [name, value] of Object.entries(HTML_HEADERS)) c.res.headers.set(name, value);
};
