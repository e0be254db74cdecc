import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { LoadingGrid, Notice } from "./Notice";
import { TestimonialCard, TestimonialCardSkeleton } from "./TestimonialCard";

/** The testimonial cards with their empty and error texts; `limit`: the first few alone, read as such. */
export function TestimonialList({ maxChars, limit }: { maxChars: number; limit?: number }) {
  const { data, isPending, isError, refetch } = useQuery(
    limit === undefined ? queries.testimonials.all() : queries.testimonials.first(limit),
  );
  if (isPending) return <LoadingGrid count={limit ?? 3} card={<TestimonialCardSkeleton />}>Loading testimonials...</LoadingGrid>;
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load testimonials</Notice>;
  if (!data.length) return <Notice>No testimonials found</Notice>;
  return (
    <ul className="pub-grid" role="list">
      {data.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} maxChars={maxChars} />
        </li>
      ))}
    </ul>
  );
}
