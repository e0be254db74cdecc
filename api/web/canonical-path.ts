import { normalizePath } from "@institute/routes";

// The characters a URL never needs to escape (RFC 3986's unreserved): an escape of one is another
// spelling of the same address.
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A page path's one spelling: escapes of unreserved characters decoded (`/%74estimonials`), other
 * escapes upper-cased, runs of slashes made one, no trailing slash. The server answers any other
 * spelling with a redirect here, so a page is described, drawn and kept under one address only.
 * (By hand: a URL parser keeps these spellings apart, as it must; normalize-url rewrites whole URLs
 * by opinions of its own, query and scheme included.)
 */
export function canonicalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return normalizePath(decoded.replace(/\/{2,}/g, "/"));
}

/** A page's address as the server reads it once per request: its one path, and its query as sent. */
export interface PageAddress {
  /** The canonical path (canonicalPath). */
  path: string;
  /** The query as sent, `?` included, or "". */
  search: string;
  query: URLSearchParams;
  /** Whether the request spelled the path some other way (it is then redirected to `path`). */
  respelled: boolean;
}

/** The one parse of a page request's URL: the page's description, its drawing and what it is kept under all read this. */
export function pageAddress(requestUrl: string): PageAddress {
  const url = new URL(requestUrl);
  const path = canonicalPath(url.pathname);
  return { path, search: url.search, query: url.searchParams, respelled: path !== url.pathname };
}
