import { queries } from "@institute/api-client";
import type { ClientErrorSummary } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { dateColumn } from "../../shared/columns";
import { type Column, ListTable } from "../../shared/RecordTable";

type Row = ClientErrorSummary & { id: number };

const COLUMNS: Column<Row>[] = [
  { header: "Remote", text: (e) => e.remote },
  { header: "Build", text: (e) => e.build || "deployed build" },
  { header: "Errors", text: (e) => String(e.count) },
  dateColumn<Row>("Last seen", (e) => e.last_at),
  { header: "Last error", text: (e) => e.last_message },
  { header: "Page", text: (e) => e.last_route },
];

/** What visitors' browsers reported of the remotes over the last day, per remote and release: a broken release shows here. */
export function RemoteErrors() {
  const query = useQuery(queries.clientErrors.summary());
  const rows = query.data?.map((row, id) => ({ ...row, id }));
  return (
    <section aria-labelledby="adm-remote-errors-title">
      <h2 id="adm-remote-errors-title">Remote errors, last 24 hours</h2>
      <ListTable
        caption="Remote errors"
        list={{ ...query, data: rows }}
        loading="Loading remote errors..."
        empty="No remote has reported an error in the last 24 hours."
        columns={COLUMNS}
      />
    </section>
  );
}
