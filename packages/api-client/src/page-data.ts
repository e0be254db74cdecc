import { PAGE_DATA_ELEMENT_ID } from "@institute/routes";

let block: Record<string, unknown> | undefined;

/** Everything the server handed this page in its JSON data block, by the path each answer was read from. */
export function handedData(): Record<string, unknown> {
  if (!block) {
    const text = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      block = text ? JSON.parse(text) : {};
    } catch {
      block = {};
    }
  }
  return block!;
}

/**
 * What the server handed this page for a path (the registry, a manifest), or undefined. Taken
 * once: asked again later, it is fetched.
 */
export function pageData<T>(path: string): T | undefined {
  const data = handedData()[path] as T | undefined;
  delete handedData()[path];
  return data;
}
