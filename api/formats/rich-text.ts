import { createRichTextSanitizer } from "@institute/rich-text";

let sanitizer: ((html: string) => string) | undefined;

/**
 * Sanitises rich text before it is stored, with the same DOMPurify rule set the browser
 * applies before rendering. jsdom loads on the first write, not at start-up.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  if (!sanitizer) {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
    sanitizer = createRichTextSanitizer(createDOMPurify(new JSDOM("").window as never));
  }
  return sanitizer(html);
}
