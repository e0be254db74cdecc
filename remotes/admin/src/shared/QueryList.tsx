import { LoadFailed } from "@institute/ui";
import type { ReactNode } from "react";

/** What a screen needs of its query (react-query's result has it). */
export interface LoadQuery<T> {
  data?: T;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}
export type ListQuery<T> = LoadQuery<T[]>;

interface LoadedProps<T> {
  query: LoadQuery<T>;
  /** What is loaded, in the loading line ("Loading courses...") and the failure's ("Could not load the courses"). */
  what: string;
  children: (data: T) => ReactNode;
}

/** A query's data, or what stands in its place: the loading line, or the failure with Retry. */
export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <p className="adm-table-status" role="status">Loading {what}...</p>;
  if (query.data === undefined) return <LoadFailure query={query} what={what} />;
  return children(query.data);
}

/**
 * The failure with Retry of a query that came back without data, and nothing otherwise: for a
 * control that stands while its data loads (a select whose options are the data).
 */
export function LoadFailure({ query, what }: Omit<LoadedProps<unknown>, "children">) {
  if (query.isPending || query.data !== undefined) return null;
  return <LoadFailed onRetry={() => void query.refetch()}>Could not load the {what}: {query.error?.message}</LoadFailed>;
}

export interface QueryListProps<T> extends Omit<LoadedProps<T[]>, "query"> {
  list: ListQuery<T>;
  empty: string;
}

/** A list query's rows, with its empty state shown only after a successful empty answer. */
export function QueryList<T>({ list, empty, children, ...rest }: QueryListProps<T>) {
  return (
    <Loaded query={list} {...rest}>
      {(rows) => (rows.length ? children(rows) : <p className="adm-table-status">{empty}</p>)}
    </Loaded>
  );
}
