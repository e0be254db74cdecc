import { queries } from "@institute/api-client";
import { SafeHtml } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { LoadingText, Notice } from "../../shared/Notice";
import { formatDay } from "../../shared/text";

/** /privacy: the notice the office writes, and when it last changed. */
export function PrivacyPage() {
  const { data, isPending, isError, refetch } = useQuery(queries.privacy.get());
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
