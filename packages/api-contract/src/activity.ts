import { ActivityEntry, ActivityListQuery } from "@institute/schemas";
import { listPaged, resource } from "./define.ts";

export const activity = resource({
  name: "Activity",
  description:
    "The activity log: every admin write, export and login (success or failure), with who, when, from which address and the request id. Append-only through the API; entries older than AUDIT_RETENTION_DAYS are removed by the scheduled sweep.",
}, {
  list: listPaged(
    "admin",
    "/api/admin/activity",
    "List the log, newest first. `q` looks in the admin's name, the action, the entity and the summary; `admin_id`, `action`, `entity`, `from` and `to` filter; `sort` by created_at, admin_name, action or entity",
    ActivityEntry,
    ActivityListQuery,
  ),
});
