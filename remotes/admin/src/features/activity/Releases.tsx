import { queries } from "@institute/api-client";
import type { Release } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { createdColumn } from "../../shared/columns";
import { type Column, ListTable } from "../../shared/RecordTable";

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
  const query = useQuery(queries.releases.all());
  const rows = query.data?.map((release, id) => ({ ...release, id }));
  return (
    <section aria-labelledby="adm-releases-title">
      <h2 id="adm-releases-title">Releases</h2>
      <ListTable
        caption="Releases"
        list={{ ...query, data: rows }}
        loading="Loading releases..."
        empty="No releases: every remote serves the build it was deployed with."
        columns={COLUMNS}
      />
    </section>
  );
}
