import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { Notice } from "./Notice";
import { CourseCard } from "./CourseCard";

/** The course cards with the spec's inline texts; `limit` keeps the first few (the home page shows 3). */
export function CourseGrid({ limit, eager = false }: { limit?: number; eager?: boolean }) {
  const { data, isPending, isError } = useQuery(queries.courses.all());
  if (isPending) return <Notice>Loading courses...</Notice>;
  if (isError) return <Notice error>Failed to load courses.</Notice>;
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
