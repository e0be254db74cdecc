import { queries } from "@institute/api-client";
import type { ContactMessage } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { FollowUpDialog, type MessageDesk } from "./FollowUpDialog";
import { ListFilter } from "./ListFilter";
import type { Column } from "./RecordTable";
import type { ListState } from "./use-list-params";

/** The desk's filters, by their names in the address (and the API's query). */
export const DESK_FILTERS = ["stage", "owner_id", "mine", "due"];
const DUE = [{ value: "today", label: "Due today or earlier" }];
type Refine = (changes: Record<string, string | undefined>) => void;

/**
 * The desk's place in one column, stacked, so the table still fits a laptop's width: the stage
 * opens the message's follow-up (stage, owner, day and notes).
 */
export const followUpColumn = (desk: MessageDesk): Column<ContactMessage> => ({
  header: "Follow-up",
  text: (m) => [m.stage, m.owner, m.follow_up_on && `next ${m.follow_up_on}`].filter(Boolean).join(", "),
  render: (m) => (
    <span className="adm-follow-up">
      <FollowUpDialog message={m} desk={desk} />
      {m.owner && <span>{m.owner}</span>}
      {/* A day, not a moment: shown as the office picked it, in no time zone. */}
      {m.follow_up_on && (
        <span>
          next <time dateTime={m.follow_up_on}>{m.follow_up_on}</time>
        </span>
      )}
    </span>
  ),
});

/** The desk's filters: a stage, an owner (the admin's own first), follow-ups due. */
export function DeskFilters({ state, refine }: { state: ListState; refine: Refine }) {
  const stages = useQuery(queries.followUp.stages());
  const staff = useQuery(queries.staff.all());
  const ownerId = useId();
  const owner = state.filters.mine ? "mine" : state.filters.owner_id ?? "";
  return (
    <>
      <ListFilter
        label="Stage"
        name="stage"
        all="Every stage"
        options={(stages.data?.stages ?? []).map((s) => ({ value: s, label: s }))}
        state={state}
        refine={refine}
      />
      <div className="adm-filter">
        <label htmlFor={ownerId}>Owner</label>
        <select
          id={ownerId}
          value={owner}
          onChange={(e) =>
            refine(
              e.target.value === "mine"
                ? { mine: "true", owner_id: undefined }
                : { mine: undefined, owner_id: e.target.value || undefined },
            )}
        >
          <option value="">Anyone</option>
          <option value="mine">Me</option>
          {staff.data?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </div>
      <ListFilter label="Follow-up" name="due" all="Any day" options={DUE} state={state} refine={refine} />
    </>
  );
}
