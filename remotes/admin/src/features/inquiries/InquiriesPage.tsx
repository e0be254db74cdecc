import { api, queries } from "@institute/api-client";
import type { Inquiry } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { CourseFilter, ListFilter } from "../../shared/ListFilter";
import { MessagesTable } from "../../shared/MessagesTable";
import type { Column } from "../../shared/RecordTable";
import { ExportButton } from "../../shared/ExportButton";
import type { ListState } from "../../shared/use-list-params";
import { FollowUpDialog } from "./FollowUpDialog";

const COURSE: Column<Inquiry> = { header: "Course", text: (i) => i.course ?? "" };
/**
 * The desk's place in one column, stacked, so the table still fits a laptop's width: the stage
 * opens the inquiry's follow-up (stage, owner, day and notes).
 */
const FOLLOW_UP: Column<Inquiry> = {
  header: "Follow-up",
  text: (i) => [i.stage, i.owner, i.follow_up_on && `next ${i.follow_up_on}`].filter(Boolean).join(", "),
  render: (i) => (
    <span className="adm-follow-up">
      <FollowUpDialog inquiry={i} />
      {i.owner && <span>{i.owner}</span>}
      {/* A day, not a moment: shown as the office picked it, in no time zone. */}
      {i.follow_up_on && (
        <span>
          next <time dateTime={i.follow_up_on}>{i.follow_up_on}</time>
        </span>
      )}
    </span>
  ),
};
const FILTERS = ["course_id", "stage", "owner_id", "mine", "due"];
const DUE = [{ value: "today", label: "Due today or earlier" }];
type Refine = (changes: Record<string, string | undefined>) => void;

/** The desk's filters: a stage, an owner (the admin's own first), follow-ups due. */
function DeskFilters({ state, refine }: { state: ListState; refine: Refine }) {
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

/**
 * /admin/inquiries: course inquiries on the follow-up desk (stage, owner, next day, notes) and
 * their spreadsheet export, of what the search selects (every inquiry without one). This screen
 * reports with alerts.
 */
export function InquiriesPage() {
  return (
    <section aria-labelledby="adm-inquiries-title">
      <div className="adm-heading-row">
        <h1 id="adm-inquiries-title">Inquiry Messages</h1>
        <ExportButton
          filters={["state", ...FILTERS]}
          download={(query) => api.inquiries.export({ query })}
          filename="inquiries.xlsx"
          report={(message) => window.alert(message)}
        />
      </div>
      <MessagesTable
        caption="Inquiries"
        list={{ query: queries.inquiries.page }}
        more={[COURSE, FOLLOW_UP]}
        filters={{
          names: FILTERS,
          controls: (state, refine) => (
            <>
              <CourseFilter state={state} refine={refine} />
              <DeskFilters state={state} refine={refine} />
            </>
          ),
        }}
        listKey={queries.inquiries.key}
        markHandled={api.inquiries.markHandled}
        empty="No inquiries found."
        onLoadError={() => window.alert("Failed to fetch inquiries.")}
        replySubject="Re: your course inquiry"
      />
    </section>
  );
}
