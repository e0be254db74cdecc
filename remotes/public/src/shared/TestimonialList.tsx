import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { Notice } from "./Notice";
import { TestimonialCard } from "./TestimonialCard";

/** The testimonial cards with their empty and error texts; `limit` keeps the first few. */
export function TestimonialList({ maxChars, limit }: { maxChars: number; limit?: number }) {
  const { data, isPending, isError } = useQuery(queries.testimonials.all());
  if (isPending) return <Notice>Loading testimonials...</Notice>;
  if (isError) return <Notice error>Failed to load testimonials</Notice>;
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
