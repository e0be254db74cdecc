import { createRichTextSanitizer } from "@institute/rich-text";
import DOMPurify from "dompurify";
import { useMemo } from "react";

let sanitize: ((html: string) => string) | undefined;

/** Renders stored rich text after sanitising it again in the browser, with the API's rule set. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    sanitize ??= createRichTextSanitizer(DOMPurify);
    return sanitize(html);
  }, [html]);
  // deno-lint-ignore react-no-danger -- the HTML was sanitised just above
  return <div className={className ?? "rich-text"} dangerouslySetInnerHTML={{ __html: clean }} />;
}
