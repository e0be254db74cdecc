import { queries } from "@institute/api-client";
import { ADMIN } from "@institute/routes";
import { LoadFailed } from "@institute/ui";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { When } from "../../shared/columns";

/** How many of the newest items each list shows; "See all" opens the rest. */
const NEWEST = 5;

interface Waiting {
  id: number;
  name: string;
  created_at: string;
}

/** One kind of item waiting for the office: its newest few, each with what it is about, and the way to all of them. */
function WaitingList<T extends Waiting>(
  { id, title, list, about, to, search, none }: {
    id: string;
    title: string;
    list: UseQueryResult<{ rows: T[]; total: number }>;
    about: (item: T) => string;
    to: string;
    search: Record<string, string>;
    none: string;
  },
) {
  const { data } = list;
  return (
    <section className="adm-waiting" aria-labelledby={id} aria-busy={list.isPending}>
      <h2 id={id}>{title}</h2>
      {list.isError && !data
        ? <LoadFailed onRetry={() => void list.refetch()}>Could not load them.</LoadFailed>
        : !data
        ? <p className="adm-loading">Loading...</p>
        : data.rows.length === 0
        ? <p className="adm-waiting-none">{none}</p>
        : (
          <>
            <ul>
              {data.rows.map((item) => (
                <li key={item.id}>
                  <span className="adm-waiting-name">{item.name}</span>
                  <span className="adm-waiting-about">{about(item)}</span>
                  <When iso={item.created_at} />
                </li>
              ))}
            </ul>
            <Link to={to} search={search}>{`See all ${data.total}`}</Link>
          </>
        )}
    </section>
  );
}

/** The dashboard's newest unhandled inquiries and messages, and the registrations waiting for approval. */
export function WaitingLists() {
  const fresh = { refetchOnMount: "always" } as const;
  const inquiries = useQuery({ ...queries.inquiries.page({ state: "new", limit: NEWEST }), ...fresh });
  const messages = useQuery({ ...queries.contacts.page({ state: "new", limit: NEWEST }), ...fresh });
  const students = useQuery({ ...queries.students.page({ status: "pending", limit: NEWEST }), ...fresh });
  return (
    <div className="adm-waiting-lists">
      <WaitingList
        id="adm-waiting-inquiries"
        title="New inquiries"
        list={inquiries}
        about={(i) => [i.course, i.message].filter(Boolean).join(": ")}
        to={ADMIN.inquiries}
        search={{ state: "new" }}
        none="No new inquiries."
      />
      <WaitingList
        id="adm-waiting-messages"
        title="New contact messages"
        list={messages}
        about={(m) => m.message}
        to={ADMIN.messages}
        search={{ state: "new" }}
        none="No new messages."
      />
      <WaitingList
        id="adm-waiting-students"
        title="Registrations waiting for approval"
        list={students}
        about={(s) => s.course}
        to={ADMIN.students}
        search={{ status: "pending" }}
        none="No registrations waiting."
      />
    </div>
  );
}
