import { queries } from "@institute/api-client";
import type { ContactMessage } from "@institute/schemas";
import { toast } from "@institute/ui";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { MESSAGE_COLUMNS, When } from "./columns";
import { DESK_FILTERS, DeskFilters, followUpColumn } from "./desk";
import type { MessageDesk } from "./FollowUpDialog";
import { ListFilter } from "./ListFilter";
import type { Column } from "./RecordTable";
import { type ServerList, ServerTable } from "./ServerTable";
import type { ListState } from "./use-list-params";

const STATUS: Column<ContactMessage> = {
  header: "Status",
  text: (m) => (m.handled_at ? "Handled" : "New"),
  render: (m) =>
    m.handled_at
      ? (
        <span className="adm-handled">
          Handled <When iso={m.handled_at} />
        </span>
      )
      : <strong className="adm-new">New</strong>,
};
const STATES = [{ value: "new", label: "New" }, { value: "handled", label: "Handled" }];
type Refine = (changes: Record<string, string | undefined>) => void;

interface Props<M extends ContactMessage, K extends QueryKey> {
  caption: string;
  empty: string;
  list: ServerList<M, K>;
  /** Columns after the common ones (an inquiry's course). */
  more?: Column<M>[];
  /** The list's resource on the follow-up desk: its stage column and filters. */
  desk: MessageDesk;
  /** Filters besides the state: their names in the address, and their controls. */
  filters?: { names: string[]; controls: (state: ListState, refine: Refine) => ReactNode };
  /** What the list's queries start with: marking refreshes them. */
  listKey: QueryKey;
  markHandled: (input: { json: { ids: number[]; handled: boolean } }) => Promise<unknown>;
  onLoadError: () => void;
  /** The subject of a reply from the admin's mail client. */
  replySubject: string;
  /** Row actions besides Reply (a delete). */
  actions?: (m: M) => ReactNode;
}

/**
 * Contact messages and inquiries: new until marked handled (one or many at once), filtered by
 * state, each answered by a Reply in the admin's mail client, each on the follow-up desk. The
 * sidebar's counters follow.
 */
export function MessagesTable<M extends ContactMessage, K extends QueryKey>(
  { caption, empty, list, more = [], desk, filters, listKey, markHandled, onLoadError, replySubject, actions }: Props<M, K>,
) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function mark(ids: number[], handled: boolean, clear: () => void) {
    setBusy(true);
    try {
      await markHandled({ json: { ids, handled } });
      toast.success(handled ? `Marked ${ids.length} handled` : `Marked ${ids.length} new`);
      clear();
      await Promise.all([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey: queries.stats.key })]);
    } catch {
      toast.error("Could not change the messages' state");
    } finally {
      setBusy(false);
    }
  }
  return (
    <ServerTable
      caption={caption}
      list={{ ...list, filters: ["state", ...DESK_FILTERS, ...(filters?.names ?? [])] }}
      columns={[STATUS, ...MESSAGE_COLUMNS, ...more, followUpColumn(desk)]}
      empty={empty}
      onLoadError={onLoadError}
      toolbar={(state, refine) => (
        <>
          <ListFilter label="Show" name="state" all="All" options={STATES} state={state} refine={refine} />
          {filters?.controls(state, refine)}
          <DeskFilters state={state} refine={refine} />
        </>
      )}
      selectable={{
        label: (m) => `Select the message from ${m.name}`,
        actions: (ids, clear) => (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => mark(ids, true, clear)}>Mark handled</button>
            <button type="button" className="button" disabled={busy} onClick={() => mark(ids, false, clear)}>Mark new</button>
          </>
        ),
      }}
      actions={(m) => (
        <>
          <a className="button" href={`mailto:${m.email}?subject=${encodeURIComponent(replySubject)}`} aria-label={`Reply to ${m.name}`}>
            Reply
          </a>
          {actions?.(m)}
        </>
      )}
    />
  );
}
