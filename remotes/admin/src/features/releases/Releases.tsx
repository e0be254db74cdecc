import { queries } from "@institute/api-client";
import type { Release } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { createdColumn } from "../../shared/columns";
import type { Column } from "../../shared/RecordTable";
import { ReportSection } from "./ReportSection";

type Row = Release & { id: number };

const COLUMNS: Column<Row>[] = [
  { header: "Remote", text: (r) => r.remote },
  { header: "Build", text: (r) => r.build },
  { header: "Live", text: (r) => (r.active ? "Live" : "—") },
  createdColumn<Row>("Released"),
  { header: "By", text: (r) => r.released_by ?? "—" },
  { header: "Size", text: (r) => `${r.files} files, ${Math.round(r.size / 1024)} KiB` },
];

/** Each remote's kept releases (npm run remote), the live one marked: what a remote error's build was. */
export function Releases() {
  return (
    <ReportSection
      title="Releases"
      caption="Releases"
      query={useQuery(queries.releases.all())}
      empty="No releases: every remote serves the build it was deployed with."
      columns={COLUMNS}
    />
  );
}
