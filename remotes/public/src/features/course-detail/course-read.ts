import { queries } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import type { QueryClient } from "@tanstack/react-query";

// Named, as the remote's generated types must name what its modules export.
type CourseRead = ReturnType<typeof queries.courses.one> & {
  initialData: () => Course | undefined;
  initialDataUpdatedAt: () => number | undefined;
};

/**
 * The read of one course, for its page: a page opened from a list starts from the list's copy (the
 * list holds whole courses), asked again only once that is stale; a page opened first reads the
 * course alone, so its drawing hands the browser one course, not the whole list.
 */
export function courseRead(queryClient: QueryClient, id: number): CourseRead {
  const list = queries.courses.all().queryKey;
  return {
    ...queries.courses.one(id),
    initialData: () => queryClient.getQueryData(list)?.find((course) => course.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(list)?.dataUpdatedAt,
  };
}
