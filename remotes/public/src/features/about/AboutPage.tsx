import { queries } from "@institute/api-client";
import { SafeHtml, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "../../shared/image-layouts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Notice } from "../../shared/Notice";

/** /about: title, image and the sanitised about text; a load failure alerts "Failed to load" (spec). */
export function AboutPage() {
  const { data, isPending, isError } = useQuery(queries.about.get());
  useEffect(() => {
    if (isError) window.alert("Failed to load");
  }, [isError]);

  return (
    <article className="pub-page" aria-labelledby="pub-about-title">
      <h1 id="pub-about-title">{data?.title || "About Us"}</h1>
      {isPending && <Notice>Loading...</Notice>}
      {data && (
        <div className="pub-split">
          <SafeHtml html={data.content} />
          {data.image && <StoredImage folder="aboutus" name={data.image} alt="" {...IMAGE_LAYOUTS.split} fetchPriority="high" />}
        </div>
      )}
    </article>
  );
}
