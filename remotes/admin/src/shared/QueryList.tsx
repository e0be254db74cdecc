import { LoadFailed } from "@institute/ui";
import type { ReactNode } from "react";

/** What a list screen needs of its query (react-query's result has it). */
export interface ListQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryListProps<T> {
  list: ListQuery<T>;
  /** What the rows are, in the failure's sentence: "Could not load the courses". */
  what: string;
  loading: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * A list query's rows, or what stands in their place: the loading line, the failure with Retry,
 * and the empty state only after a successful empty answer.
 */
export function QueryList<T>({ list, what, loading, empty, children }: QueryListProps<T>) {
  if (list.isPending) return <p className="adm-table-status" role="status">{loading}</p>;
  if (list.isError && !list.data) {
    return <LoadFailed onRetry={() => void list.refetch()}>Could not load the {what}: {list.error?.message}</LoadFailed>;
  }
  if (!list.data?.length) return <p className="adm-table-status">{empty}</p>;
  return children(list.data);
}
