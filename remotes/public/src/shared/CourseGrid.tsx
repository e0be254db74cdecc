import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { CourseCard, CourseCardSkeleton } from "./CourseCard";
import { LoadingGrid, Notice } from "./Notice";

/** How many cards /courses keeps room for while it loads: an institute's usual catalogue. */
const COURSES_EXPECTED = 6;

/**
 * The course cards with the spec's inline texts; `limit` keeps the first few (the home page shows 3).
 * `page`: the grid is its page's content (/courses), so its cards load at once and title at level 2.
 */
export function CourseGrid({ limit, page = false }: { limit?: number; page?: boolean }) {
  const { data, isPending, isError, refetch } = useQuery(queries.courses.all());
  if (isPending) return <LoadingGrid count={limit ?? COURSES_EXPECTED} card={<CourseCardSkeleton />}>Loading courses...</LoadingGrid>;
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load courses.</Notice>;
  const courses = limit === undefined ? data : data.slice(0, limit);
  if (!courses.length) return <Notice>No courses found.</Notice>;
  return (
    <ul className="pub-grid" role="list">
      {courses.map((course, i) => (
        <li key={course.id}>
          <CourseCard course={course} eager={page} first={page && i === 0} level={page ? 2 : 3} />
        </li>
      ))}
    </ul>
  );
}
