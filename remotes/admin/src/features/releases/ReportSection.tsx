import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { type Column, ListTable } from "../../shared/RecordTable";

interface Props<T> {
  title: string;
  caption: string;
  query: UseQueryResult<T[]>;
  columns: Column<T & { id: number }>[];
  empty: string;
}

/** A titled table of rows without ids of their own (reports, releases): each row is numbered for the table. */
export function ReportSection<T>({ title, caption, query, ...table }: Props<T>) {
  const titleId = useId();
  const rows = query.data?.map((row, id) => ({ ...row, id }));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ListTable caption={caption} list={{ ...query, data: rows }} {...table} />
    </section>
  );
}
