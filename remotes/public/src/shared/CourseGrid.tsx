import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { LoadingGrid, Notice } from "./Notice";

/** How many cards /courses keeps room for while it loads: an institute's usual catalogue. */
const COURSES_EXPECTED = 6;
import { CourseCard } from "./CourseCard";

/** The course cards with the spec's inline texts; `limit` keeps the first few (the home page shows 3). */
export function CourseGrid({ limit, eager = false }: { limit?: number; eager?: boolean }) {
  const { data, isPending, isError, refetch } = useQuery(queries.courses.all());
  if (isPending) return <LoadingGrid count={limit ?? COURSES_EXPECTED}>Loading courses...</LoadingGrid>;
  if (isError) return <Notice error onRetry={() => void refetch()}>Failed to load courses.</Notice>;
  const courses = limit === undefined ? data : data.slice(0, limit);
  if (!courses.length) return <Notice>No courses found.</Notice>;
  return (
    <ul className="pub-grid" role="list">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} eager={eager} />
        </li>
      ))}
    </ul>
  );
}
