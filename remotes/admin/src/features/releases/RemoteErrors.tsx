import { queries } from "@institute/api-client";
import type { ClientErrorSummary } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { dateColumn } from "../../shared/columns";
import type { Column } from "../../shared/RecordTable";
import { ReportSection } from "./ReportSection";

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
  return (
    <ReportSection
      title="Remote errors, last 24 hours"
      caption="Remote errors"
      query={useQuery(queries.clientErrors.summary())}
      empty="No remote has reported an error in the last 24 hours."
      columns={COLUMNS}
    />
  );
}
