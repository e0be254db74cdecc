import { PAGE_DATA_ELEMENT_ID } from "@institute/routes";

let block: Record<string, unknown> | undefined;

/**
 * What the server handed this page for a public read (the API's answer at `path`, in the page's
 * JSON data block), or undefined. Taken once: a query made again later asks the API.
 */
export function pageData<T>(path: string): T | undefined {
  if (!block) {
    const text = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      block = text ? JSON.parse(text) : {};
    } catch {
      block = {};
    }
  }
  const data = block![path] as T | undefined;
  delete block![path];
  return data;
}
