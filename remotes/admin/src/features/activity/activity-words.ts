import { ROUTE_NAMES } from "@institute/api-client/route-names";
import type { ActivityEntry } from "@institute/schemas";

// One record of each resource, as the contract names it ("course", "inquiry").
const ONE = new Map<string, string>(
  Object.values(ROUTE_NAMES).flatMap((routes) => Object.values(routes)).map((route) => [route.tag, route.one]),
);

const plural = (one: string, count: number) => (count === 1 ? one : one.endsWith("y") ? `${one.slice(0, -1)}ies` : `${one}s`);

/** The fields a summary names ("fee: … → …, batches"), in its order; a value's own commas are inside its quotes. */
export function changedFields(summary: string): string[] {
  if (summary === "no change") return [];
  const fields: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i <= summary.length; i++) {
    const char = summary[i];
    if (char === '"' && summary[i - 1] !== "\\") quoted = !quoted;
    if (i === summary.length || (!quoted && char === "," && summary[i + 1] === " ")) {
      const name = /^\s*([\w.]+)/.exec(summary.slice(start, i))?.[1];
      if (name) fields.push(name);
      start = i + 1;
    }
  }
  return fields;
}

/**
 * An entry of the log as the office says it: "Changed the course “Java”: fee, batches", "Marked 3
 * inquiries handled", "Issued a password reset link for the student “Meera Krishnan”".
 */
export function activityInWords(e: ActivityEntry): string {
  const one = ONE.get(e.entity) || e.entity.toLowerCase();
  const ids = e.entity_id ? e.entity_id.split(",") : [];
  const the = `the ${one}${e.record_name ? ` “${e.record_name}”` : e.entity_id ? ` ${e.entity_id}` : ""}`;
  const fields = changedFields(e.summary);
  const listed = fields.length ? `: ${fields.join(", ")}` : "";
  switch (e.action) {
    case "login":
      return "Logged in";
    case "login-failed":
      return `Failed to log in${/answered 429/.test(e.summary) ? " (too many tries: locked out for a while)" : ""}`;
    case "logout":
      return "Logged out";
    case "changePassword":
      return "Changed their own password";
    case "changeEmail":
      return "Changed their own email";
    case "add":
      return `Added ${the}`;
    case "upload":
      return ids.length > 1 ? `Uploaded ${ids.length} ${plural(one, ids.length)}` : `Uploaded ${the}`;
    case "update":
    case "edit":
      return `Changed ${the}${e.summary === "no change" ? " (no change)" : listed}`;
    case "remove":
      return `Deleted ${the}`;
    case "order":
      return `Reordered the ${plural(one, 2)}`;
    case "markHandled":
      return `Marked ${ids.length} ${plural(one, ids.length)} ${/handled: true/.test(e.summary) ? "handled" : "new"}`;
    case "export":
      return `Exported the ${e.entity.toLowerCase()}${e.summary ? ` (${e.summary})` : ""}`;
    case "followUp":
      return `Moved ${the} on the follow-up desk${listed}`;
    case "addNote":
      return `Wrote a note on ${the}`;
    case "enrol":
      return `Enrolled ${ids.length} ${plural("inquiry", ids.length)}: “${e.record_name}” registered with the same email`;
    case "issue":
      return `Issued a password reset link for ${the}`;
    case "setEnabled":
      return `${/→ false$|^enabled: false$/.test(e.summary) ? "Disabled" : "Enabled"} ${the}`;
    case "saveStages":
      return "Renamed the follow-up stages";
    case "saveRecipients":
      return "Changed who receives the office's notices";
    case "saveRetention":
      return "Changed how long messages are kept";
    case "resend":
      return `Sent ${the} again`;
    case "activate":
      return `Made build ${/build: "([^"]*)"/.exec(e.summary)?.[1] ?? "?"} live on ${the}`;
    case "rollback":
      return `Rolled back ${the}`;
    default:
      return `${e.action} (${e.entity})`;
  }
}
