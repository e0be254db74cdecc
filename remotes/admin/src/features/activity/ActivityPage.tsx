import { queries, ROUTE_TABLE, type RouteName } from "@institute/api-client";
import { ROUTE_NAMES } from "@institute/api-client/route-names";
import type { ActivityEntry, ActivityListQuery, SortColumn } from "@institute/schemas";
import { toast } from "@institute/ui";
import { useId } from "react";
import { dateColumn } from "../../shared/columns";
import type { Column } from "../../shared/RecordTable";
import { ServerTable } from "../../shared/ServerTable";
import type { ListState } from "../../shared/use-list-params";
import { activityInWords } from "./activity-words";

const COLUMNS: Column<ActivityEntry, SortColumn<ActivityListQuery>>[] = [
  dateColumn("When", (e: ActivityEntry) => e.at, "created_at"),
  // A failed login names what someone typed, not an admin: shown as typed, in quotes.
  { header: "Admin", text: (e) => (e.action === "login-failed" ? `typed “${e.admin_name}”` : e.admin_name || "—"), sort: "admin_name" },
  // The office reads what happened; the route's and resource's names stay the filters' and the sort's.
  { header: "What happened", text: activityInWords, sort: "action" },
  { header: "Record", text: (e) => e.entity_id ?? "" },
  { header: "Details", text: (e) => e.summary },
  { header: "Address", text: (e) => e.address },
];

// What the log can hold, as the API declares it: the resources with admin routes, and the names
// of those routes, besides the logins that every admin route starts from.
const names: Record<string, Record<string, RouteName>> = ROUTE_NAMES;
const recorded = Object.entries(ROUTE_TABLE).flatMap(([resource, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ ...route, ...names[resource][name] }))
    .filter((route) => route.access === "admin" && (route.method !== "get" || route.action === "export"))
);
const ENTITIES = [...new Set(recorded.map((route) => route.tag).concat("Admin"))].sort();
const ACTIONS = [...new Set(recorded.map((route) => route.action).concat("login", "login-failed"))].sort();

type Refine = (changes: Record<string, string | undefined>) => void;

function Choice(
  { label, name, options, state, refine }: { label: string; name: string; options: string[]; state: ListState; refine: Refine },
) {
  const id = useId();
  return (
    <div className="adm-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={state.filters[name] ?? ""} onChange={(e) => refine({ [name]: e.target.value || undefined })}>
        <option value="">All</option>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </div>
  );
}

function Day({ label, name, state, refine }: { label: string; name: string; state: ListState; refine: Refine }) {
  const id = useId();
  return (
    <div className="adm-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={state.filters[name] ?? ""} onChange={(e) => refine({ [name]: e.target.value || undefined })} />
    </div>
  );
}

/** /admin/activity: who did what, when and from where; newest first, filtered on the server. */
export function ActivityPage() {
  return (
    <section aria-labelledby="adm-activity-title">
      <h1 id="adm-activity-title">Activity</h1>
      <ServerTable
        caption="Activity"
        list={{ query: queries.activity.page, filters: ["action", "entity", "from", "to"] }}
        columns={COLUMNS}
        empty="No activity recorded yet."
        onLoadError={() => toast.error("Failed to load the activity log")}
        toolbar={(state, refine) => (
          <>
            <Choice label="Action" name="action" options={ACTIONS} state={state} refine={refine} />
            <Choice label="Entity" name="entity" options={ENTITIES} state={state} refine={refine} />
            <Day label="From" name="from" state={state} refine={refine} />
            <Day label="To" name="to" state={state} refine={refine} />
          </>
        )}
      />
    </section>
  );
}
