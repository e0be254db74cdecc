import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { CourseCard, CourseCardSkeleton } from "./CourseCard";
import { LoadingGrid, Notice } from "./Notice";

/** How many cards /courses keeps room for while it loads: an institute's usual catalogue. */
const COURSES_EXPECTED = 6;

/**
 * The course cards with the spec's inline texts, read as cards (what a card shows alone); `limit`:
 * the first few alone (the home page shows 3, and is handed no more).
 * `page`: the grid is its page's content (/courses), so its cards load at once and title at level 2.
 */
export function CourseGrid({ limit, page = false }: { limit?: number; page?: boolean }) {
  const { data, isPending, isError, refetch } = useQuery(queries.courses.cards(limit));
  if (isPending) return <LoadingGrid count={limit ?? COURSES_EXPECTED} card={<CourseCardSkeleton />}>Loading courses...</LoadingGrid>;
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load courses.</Notice>;
  if (!data.length) return <Notice>No courses found.</Notice>;
  return (
    <ul className="pub-grid" role="list">
      {data.map((course, i) => (
        <li key={course.id}>
          <CourseCard course={course} eager={page} first={page && i === 0} level={page ? 2 : 3} />
        </li>
      ))}
    </ul>
  );
}
