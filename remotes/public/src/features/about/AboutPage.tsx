import { queries } from "@institute/api-client";
import { SafeHtml, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "../../shared/image-layouts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { LoadingText, Notice } from "../../shared/Notice";

/**
 * /about: title, image and the sanitised about text. A load failure alerts "Failed to load" (spec),
 * then says so in the page with Retry: the alert alone would leave a bare heading once dismissed.
 */
export function AboutPage() {
  const { data, isPending, isError, refetch } = useQuery(queries.about.get());
  useEffect(() => {
    if (isError) window.alert("Failed to load");
  }, [isError]);

  return (
    <article className="pub-page" aria-labelledby="pub-about-title">
      <h1 id="pub-about-title">{data?.title || "About Us"}</h1>
      {isPending && (
        <div className="pub-split">
          <LoadingText>Loading...</LoadingText>
          <div className="pub-split-image pub-skeleton" />
        </div>
      )}
      {isError && <Notice error onRetry={() => void refetch()}>Failed to load about content</Notice>}
      {data && (
        <div className="pub-split">
          <SafeHtml html={data.content} />
          {data.image && <StoredImage folder="aboutus" name={data.image} alt="" {...IMAGE_LAYOUTS.split} fetchPriority="high" />}
        </div>
      )}
    </article>
  );
}
