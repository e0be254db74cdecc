import { queries } from "@institute/api-client";
import { SafeHtml } from "@institute/ui";
import { keepVisitorId } from "@institute/auth";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { LoadingText, Notice } from "../../shared/Notice";
import { formatDay } from "../../shared/text";

/**
 * /privacy: the notice the office writes, and when it last changed. Once it has been shown, the
 * visitor number it speaks of is kept beyond the browser session.
 */
export function PrivacyPage() {
  const { data, isPending, isError, refetch } = useQuery(queries.privacy.get());
  useEffect(() => {
    if (data) keepVisitorId();
  }, [data]);
  return (
    <article className="pub-page" aria-labelledby="pub-privacy-title">
      <h1 id="pub-privacy-title">Privacy Notice</h1>
      {isPending && <LoadingText>Loading...</LoadingText>}
      {isError && <Notice error onRetry={() => void refetch()}>Failed to load the privacy notice</Notice>}
      {data && (
        <>
          <SafeHtml html={data.content} />
          {/* The day as the server stored it (UTC), so the server's drawing and the browser's agree. */}
          <p className="pub-muted">Last updated {formatDay(data.updated_at.slice(0, 10))}</p>
        </>
      )}
    </article>
  );
}
