import { queries } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import type { QueryClient } from "@tanstack/react-query";

// Named, as the remote's generated types must name what its modules export.
type CourseRead = ReturnType<typeof queries.courses.one> & {
  initialData: () => Course | undefined;
  initialDataUpdatedAt: () => number | undefined;
};

/**
 * The read of one course, for its page: a page opened from a list (the whole one, or the home
 * page's first few) starts from the list's copy (a list holds whole courses), asked again only once
 * that is stale; a page opened first reads the course alone, so its drawing hands the browser one
 * course, not the whole list.
 */
export function courseRead(queryClient: QueryClient, id: number): CourseRead {
  const listed = () =>
    queryClient.getQueriesData<unknown>({ queryKey: queries.courses.key }).flatMap(([key, data]) => {
      const course = Array.isArray(data) ? (data as Course[]).find((one) => one.id === id) : undefined;
      return course ? [{ course, at: queryClient.getQueryState(key)?.dataUpdatedAt }] : [];
    })[0];
  return {
    ...queries.courses.one(id),
    initialData: () => listed()?.course,
    initialDataUpdatedAt: () => listed()?.at,
  };
}
