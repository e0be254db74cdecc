import { PUBLIC } from "@institute/routes";
import { queries } from "@institute/api-client";
import { SafeHtml, StoredImage } from "@institute/ui";
import { IMAGE_LAYOUTS } from "../../shared/image-layouts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoadingText, Notice } from "../../shared/Notice";

/** The home page's about section: the home content (title, sanitised HTML, image). */
export function AboutTeaser() {
  const { data, isPending, isError, refetch } = useQuery(queries.home.get());
  return (
    <div className="pub-split">
      <div>
        <h2 id="pub-aboutus-title">{data?.title || "About Us"}</h2>
        {isPending && <LoadingText>Loading...</LoadingText>}
        {isError && <Notice error onRetry={() => void refetch()}>Failed to load home content</Notice>}
        {data && <SafeHtml html={data.content} />}
        <Link to={PUBLIC.about} className="button">More about us</Link>
      </div>
      {data?.image
        ? (
          <StoredImage folder="home" name={data.image} alt="" {...IMAGE_LAYOUTS.split} loading="lazy" />
        )
        // The picture's place is kept while the content loads.
        : isPending
        ? <div className="pub-split-image pub-skeleton" aria-hidden="true" />
        : null}
    </div>
  );
}
