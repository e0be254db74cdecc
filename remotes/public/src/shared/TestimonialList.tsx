import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { LoadingGrid, Notice } from "./Notice";
import { TestimonialCard, TestimonialCardSkeleton } from "./TestimonialCard";

/** The testimonial cards with their empty and error texts; `limit` keeps the first few. */
export function TestimonialList({ maxChars, limit }: { maxChars: number; limit?: number }) {
  const { data, isPending, isError, refetch } = useQuery(queries.testimonials.all());
  if (isPending) return <LoadingGrid count={limit ?? 3} card={<TestimonialCardSkeleton />}>Loading testimonials...</LoadingGrid>;
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load testimonials</Notice>;
  const shown = limit === undefined ? data : data.slice(0, limit);
  if (!shown.length) return <Notice>No testimonials found</Notice>;
  return (
    <ul className="pub-grid" role="list">
      {shown.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} maxChars={maxChars} />
        </li>
      ))}
    </ul>
  );
}
